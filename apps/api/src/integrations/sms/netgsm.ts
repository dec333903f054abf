import { type SmsKind, smsSize } from '@panel/shared/communications/sms';
import { nationalDigits } from '@panel/shared/validation/phone';
import type { SmsDelivery, SmsProvider } from './sms';

export type NetgsmConfig = { user: string; password: string; header: string; apiUrl: string };

/**
 * NetGSM's answer codes to /sms/rest/v2/send (its REST v2 documentation), as the reason a
 * failed message shows in the log.
 */
export const NETGSM_REASONS: Record<string, string> = {
  '20': 'Mesaj metninde bir sorun var ya da metin en fazla karakter sayısını aşıyor.',
  '30': 'NetGSM kullanıcı adı veya şifresi geçersiz ya da API erişim izni yok (IP kısıtı olabilir).',
  '40': 'Mesaj başlığı (gönderici adı) NetGSM hesabında tanımlı değil.',
  '50': 'Abonelik hesabıyla İYS kontrollü gönderim yapılamıyor.',
  '51': 'Aboneliğe ait İYS marka bilgisi bulunamadı.',
  '70': 'Hatalı istek: parametrelerden biri hatalı ya da zorunlu bir alan eksik.',
  '80': 'NetGSM gönderim sınırı aşıldı.',
  '85': 'Mükerrer gönderim sınırı aşıldı: aynı numaraya bir dakikada 20’den fazla görev oluşturulamaz.',
  '100': 'NetGSM sistem hatası.',
  '101': 'NetGSM sistem hatası.',
};

/** How long one send may take before it is recorded as failed (the business's sends wait behind it). */
const TIMEOUT_MS = 15_000;

type NetgsmAnswer = { code?: unknown; jobid?: unknown; description?: unknown };

const failed = (error: string, providerCode: string | null = null): SmsDelivery => ({
  status: 'Failed',
  providerMessageId: null,
  providerCode,
  error,
});

/**
 * NetGSM through its REST v2 API: one POST per message to `/sms/rest/v2/send` with Basic
 * authentication and a JSON body. `encoding: "TR"` is sent when the text needs more than the
 * default GSM alphabet, as NetGSM asks for Turkish characters (and counts units by it, as
 * smsSize does); `iysfilter` is "11" for a commercial message to an individual (NetGSM checks
 * İYS as well) and "0" for an informational one.
 */
export const netgsmProvider = (config: NetgsmConfig): SmsProvider => {
  const url = `${config.apiUrl.replace(/\/+$/, '')}/sms/rest/v2/send`;
  const authorization = `Basic ${Buffer.from(`${config.user}:${config.password}`, 'utf8').toString('base64')}`;
  return {
    name: 'netgsm',
    deliver: async (to: string, text: string, kind: SmsKind): Promise<SmsDelivery> => {
      const no = nationalDigits(to);
      if (!no) return failed('Telefon numarası geçersiz; NetGSM’e gönderilmedi.');
      const body = {
        msgheader: config.header,
        ...(smsSize(text).encoding === 'gsm7' ? {} : { encoding: 'TR' }),
        iysfilter: kind === 'Commercial' ? '11' : '0',
        messages: [{ msg: text, no }],
      };
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8', authorization },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        const cause = error instanceof Error ? error.message : String(error);
        return failed(`NetGSM’e ulaşılamadı: ${cause}`);
      }
      const answer = (await response.json().catch(() => null)) as NetgsmAnswer | null;
      const code = typeof answer?.code === 'string' ? answer.code : null;
      if (code === '00' && typeof answer?.jobid === 'string')
        return { status: 'Sent', providerMessageId: answer.jobid, providerCode: code, error: null };
      if (code) return failed(NETGSM_REASONS[code] ?? `NetGSM gönderimi reddetti (kod ${code}).`, code);
      return failed(`NetGSM beklenmeyen bir yanıt verdi (HTTP ${response.status}).`);
    },
  };
};
