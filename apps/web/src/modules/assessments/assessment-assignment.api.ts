/** The assessments sent to students: the list, a new sending, reminders and links. */
export const ASSIGNMENT = 'education/student/assessment-assignment';
