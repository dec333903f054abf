import { z } from 'zod';

/**
 * The institution's own sales contract clauses, edited under Genel > Sözleşme Şablonu and
 * printed on every contract after the parties, services and payment plan.
 *
 * The text is plain: a line starting with `## ` is a heading, blank lines separate
 * paragraphs, `{name}` placeholders are filled from the sale, and a line holding only
 * `{imzalar}` is where the signature lines go.
 */
export const CONTRACT_PLACEHOLDERS = {
  kurum: 'Kurumun (şirketin) unvanı',
  sube: 'Şubenin adı',
  ogrenci: 'Öğrencinin adı soyadı',
  ogrenci_no: 'Öğrenci numarası',
  ogrenci_tc: 'Öğrencinin T.C. kimlik numarası',
  odeme_sorumlusu: 'Ödeme sorumlusunun adı soyadı',
  satis_no: 'Satış numarası',
  sozlesme_tarihi: 'Sözleşme tarihi',
  toplam_tutar: 'Satışın genel toplamı',
  toplam_tutar_yazi: 'Genel toplamın yazıyla okunuşu',
  taksit_sayisi: 'Taksit sayısı (peşinat hariç)',
  imzalar: 'İmza satırları (tek başına bir satırda)',
} as const;
export type ContractPlaceholder = keyof typeof CONTRACT_PLACEHOLDERS;

export const CONTRACT_TEMPLATE_MAX = 20_000;

export const DEFAULT_CONTRACT_TEMPLATE = `## Genel Hükümler

1. {kurum}, yukarıda belirtilen hizmetleri {sube} bünyesinde sözleşme dönemi boyunca sunmayı kabul eder.

2. Ödeme sorumlusu {odeme_sorumlusu}, {satis_no} numaralı satışın genel toplamı olan {toplam_tutar} ({toplam_tutar_yazi}) tutarı, ödeme planında belirtilen vadelerde ödemeyi kabul eder. Vadesinde ödenmeyen taksitler için kurum hatırlatma yapabilir.

## Cayma, İptal ve İade Koşulları

3. Hizmet başlamadan önce yazılı olarak yapılan iptallerde, ödenen tutar varsa yapılmış belgelendirilebilir giderler düşülerek iade edilir.

4. Hizmet başladıktan sonra yapılan iptallerde, iptal tarihine kadar verilen hizmetin bedeli ile kullanılan yayın ve materyal bedelleri düşülür; ödenmemiş taksitler iptal edilir, kalan tutar 30 gün içinde ödeme sorumlusunun bildirdiği hesaba iade edilir.

5. Kurumun hizmeti sunamaması halinde, sunulamayan hizmetin bedeli tam olarak iade edilir.

## Kişisel Verilerin Korunması (KVKK) Aydınlatma Metni

6. 6698 sayılı Kişisel Verilerin Korunması Kanunu uyarınca, {ogrenci} ve ödeme sorumlusuna ait kimlik, iletişim, eğitim ve ödeme bilgileri; eğitim hizmetinin sunulması, sözleşmenin ifası, yasal yükümlülüklerin yerine getirilmesi ve veli ile iletişim amaçlarıyla {kurum} tarafından veri sorumlusu sıfatıyla işlenir. Veriler yalnızca bu amaçlarla ve kanunen yetkili kurumlarla paylaşılır. İlgili kişiler, Kanun'un 11. maddesindeki haklarını kuruma yazılı olarak başvurarak kullanabilir.

## Son Hükümler

7. Bu sözleşme {sozlesme_tarihi} tarihinde iki nüsha olarak düzenlenmiş, taraflarca okunarak imzalanmıştır.

{imzalar}
`;

const PLACEHOLDER = /\{([a-z_]+)\}/g;

/** The placeholders a template names that the contract cannot fill, each once. */
export const unknownPlaceholders = (template: string): string[] => [
  ...new Set(
    [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((name) => !(name in CONTRACT_PLACEHOLDERS)),
  ),
];

export const contractTemplateMessages = {
  required: 'Lütfen Sözleşme Metni Giriniz!',
  tooLong: `Sözleşme metni en fazla ${CONTRACT_TEMPLATE_MAX.toLocaleString('tr-TR')} karakter olabilir!`,
  unknown: (names: string[]) =>
    `Sözleşme metninde tanınmayan alan: ${names.map((n) => `{${n}}`).join(', ')}. Kullanılabilecek alanlar listede.`,
} as const;

export const ZContractTemplateSchema = z.object({
  template: z
    .string({ error: contractTemplateMessages.required })
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .superRefine((v, ctx) => {
      if (v === '') ctx.addIssue({ code: 'custom', message: contractTemplateMessages.required });
      else if (v.length > CONTRACT_TEMPLATE_MAX)
        ctx.addIssue({ code: 'custom', message: contractTemplateMessages.tooLong });
      else {
        const unknown = unknownPlaceholders(v);
        if (unknown.length)
          ctx.addIssue({ code: 'custom', message: contractTemplateMessages.unknown(unknown) });
      }
    }),
});
export type TContractTemplate = z.infer<typeof ZContractTemplateSchema>;

/** What the contract settings screen reads: the text in force and whether it is the default. */
export const ZContractTemplateViewSchema = z.object({ template: z.string(), isDefault: z.boolean() });
export type ContractTemplateView = z.infer<typeof ZContractTemplateViewSchema>;
/** The template saved: the text in force and the notice. */
export const ZContractTemplateSavedSchema = ZContractTemplateViewSchema.extend({ message: z.string() });

export type ContractBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'signatures' };

/** The template as headings, paragraphs and the signature place, placeholders filled. */
export const fillContractTemplate = (
  template: string,
  values: Record<Exclude<ContractPlaceholder, 'imzalar'>, string>,
): ContractBlock[] => {
  const fill = (text: string) =>
    text.replace(PLACEHOLDER, (whole, name: string) =>
      name in values ? values[name as keyof typeof values] : whole,
    );
  const blocks: ContractBlock[] = [];
  for (const chunk of template.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n');
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', text: fill(paragraph.join('\n')) });
      paragraph = [];
    };
    for (const line of lines) {
      if (line.trim() === '{imzalar}') {
        flush();
        blocks.push({ kind: 'signatures' });
      } else if (line.startsWith('## ')) {
        flush();
        blocks.push({ kind: 'heading', text: fill(line.slice(3).trim()) });
      } else if (line.trim() !== '') paragraph.push(line.trim());
    }
    flush();
  }
  return blocks;
};
