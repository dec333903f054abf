/** The public campaign form's messages, without zod: the bare page imports them. */
export const CAMPAIGN_CLOSED_MESSAGE = 'Bu kampanyanın başvuru formu şu anda kapalıdır.';
export const CAMPAIGN_ENDED_MESSAGE = 'Bu kampanya sona erdi. İlginiz için teşekkür ederiz.';
export const CAMPAIGN_NOT_STARTED_MESSAGE = 'Bu kampanya henüz başlamadı.';
export const CAMPAIGN_THANK_YOU = 'Başvurunuz alındı. Danışmanlarımız en kısa sürede sizi arayacak.';
export const CAMPAIGN_ALREADY_SUBMITTED =
  'Bu telefon numarasıyla kısa süre önce başvuru yapıldı. Danışmanlarımız sizi arayacak; tekrar göndermenize gerek yok.';
export const CAMPAIGN_KVKK_REQUIRED = 'Lütfen KVKK metnini onaylayınız!';
