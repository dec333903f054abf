import { badRequest } from '../../platform/errors';

export const EMPTY_FILE_MESSAGE = 'Yüklenen dosya boş. Lütfen optik okuyucunun dosyasını seçiniz.';
export const UNKNOWN_ENCODING_MESSAGE =
  'Dosya UTF-8 veya Windows-1254 (Türkçe) olarak okunamadı. Lütfen optik okuyucunun metin dosyasını yükleyiniz.';

/**
 * Where the text first holds a character a reader's file never does (a control character
 * other than tab and line breaks, or a replacement character): a binary file or another
 * encoding. -1 when there is none.
 */
const foreignAt = (text: string): number => {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || (c >= 0x7f && c <= 0x9f) || c === 0xfffd)
      return i;
  }
  return -1;
};

/**
 * The reader's file as text. Readers in Turkey write UTF-8 or Windows-1254: a file that is
 * valid UTF-8 is read as such, any other as Windows-1254; either way a control character
 * (a binary file, UTF-16, a byte Windows-1254 leaves undefined) refuses the file.
 */
export const decodeReaderFile = (content: Buffer): { text: string; encoding: 'utf-8' | 'windows-1254' } => {
  if (content.length === 0)
    throw badRequest(EMPTY_FILE_MESSAGE, { errors: [`Dosya: ${EMPTY_FILE_MESSAGE}`] });
  let text: string;
  let encoding: 'utf-8' | 'windows-1254';
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(content);
    encoding = 'utf-8';
  } catch {
    text = new TextDecoder('windows-1254').decode(content);
    encoding = 'windows-1254';
  }
  const foreign = foreignAt(text);
  if (foreign >= 0) {
    const line = text.slice(0, foreign).split('\n').length;
    throw badRequest(UNKNOWN_ENCODING_MESSAGE, {
      errors: [`Dosya, ${line}. satır: ${UNKNOWN_ENCODING_MESSAGE}`],
    });
  }
  return { text, encoding };
};

/** The file's lines, a trailing line break (or several) not counting as lines. */
export const splitLines = (text: string): string[] => {
  const lines = text.split(/\r\n|\n|\r/);
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
  if (lines.length === 0) throw badRequest(EMPTY_FILE_MESSAGE, { errors: [`Dosya: ${EMPTY_FILE_MESSAGE}`] });
  return lines;
};
