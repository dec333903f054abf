/** The invitations of the business: the list, sending one (POST) and cancelling one. */
export const INVITATION = 'general/invitation';
