import { randomBytes } from 'node:crypto';
import {
  type AssessmentDefinition,
  type Band,
  LIKERT_FIVE_LABELS,
  type Question,
  scoreAnswers,
} from '@panel/shared/assessments/scoring';
import { addDays, todayInIstanbul } from '@panel/shared/common/dates';
import { foldTurkish } from '@panel/shared/common/text';
import { and, eq } from 'drizzle-orm';
import {
  assessmentAssignments,
  assessmentLinks,
  assessmentScores,
  assessments,
} from '../../modules/assessments/assessment.table';
import { schoolClasses } from '../../modules/education/school-classes/school-class.table';
import { students } from '../../modules/students/student.table';
import { firstId } from '../../platform/first-id';
import type { Db } from '../client';

/** A five-point Likert item scoring one dimension 1..5. */
const agree = (key: string, text: string, dimensionKey: string): Question => ({
  key,
  text,
  kind: 'Likert',
  required: true,
  options: LIKERT_FIVE_LABELS.map((label, i) => ({
    key: `${key}-${i + 1}`,
    label,
    points: [{ dimensionKey, points: i + 1 }],
  })),
});

const FREQUENCY = ['Hiçbir zaman', 'Bazen', 'Çoğu zaman'];

/** A three-point frequency item scoring 0..2; a reversed one scores a bad habit 2..0. */
const often = (key: string, text: string, dimensionKey: string, reversed = false): Question => ({
  key,
  text,
  kind: 'Likert',
  required: true,
  options: FREQUENCY.map((label, i) => ({
    key: `${key}-${i}`,
    label,
    points: [{ dimensionKey, points: reversed ? 2 - i : i }],
  })),
});

const styleBands = (style: string): Band[] => [
  {
    label: 'Düşük',
    min: 1,
    max: 2.33,
    interpretation: `${style} yolla öğrenmeyi pek tercih etmiyorsun. Bu kanalı başka yollarla destekleyerek kullanabilirsin.`,
  },
  {
    label: 'Orta',
    min: 2.34,
    max: 3.66,
    interpretation: `${style} yolla öğrenmeyi yer yer kullanıyorsun. Diğer kanallarla birlikte dengeli bir çalışma planı işine yarar.`,
  },
  {
    label: 'Yüksek',
    min: 3.67,
    max: 5,
    interpretation: `${style} yol senin güçlü öğrenme kanalın. Ders çalışırken bu kanala uygun teknikleri bilinçli olarak seç.`,
  },
];

const LEARNING_STYLE: AssessmentDefinition = {
  dimensions: [
    { key: 'gorsel', name: 'Görsel', method: 'Mean', bands: styleBands('Görerek') },
    { key: 'isitsel', name: 'İşitsel', method: 'Mean', bands: styleBands('Dinleyerek') },
    { key: 'kinestetik', name: 'Kinestetik', method: 'Mean', bands: styleBands('Yaparak ve hareket ederek') },
  ],
  questions: [
    agree('os1', 'Konuyu şema, tablo veya kavram haritasıyla gördüğümde daha iyi anlarım.', 'gorsel'),
    agree('os2', 'Öğretmen anlatırken dinlemek, kitaptan okumaktan daha kolay gelir.', 'isitsel'),
    agree('os3', 'Bir şeyi elime alıp denediğimde daha kalıcı öğrenirim.', 'kinestetik'),
    agree('os4', 'Renkli kalemlerle altını çizdiğim notlarımı daha kolay hatırlarım.', 'gorsel'),
    agree('os5', 'Ders çalışırken konuyu sesli tekrar etmek bana yardımcı olur.', 'isitsel'),
    agree('os6', 'Uzun süre yerimde oturmak bana zor gelir; ara ara hareket etmek isterim.', 'kinestetik'),
    agree('os7', 'Bir yeri tarif ederken kafamda haritasını canlandırırım.', 'gorsel'),
    agree('os8', 'Arkadaşlarımla konuyu tartışınca daha iyi kavrarım.', 'isitsel'),
    agree('os9', 'Deney ve uygulama yapılan dersleri daha çok severim.', 'kinestetik'),
    agree('os10', 'Sınavda cevabı kitabın hangi sayfasında gördüğümü hatırlarım.', 'gorsel'),
    agree('os11', 'Öğretmenin söylediği bir cümleyi sınavda sesiyle birlikte hatırlarım.', 'isitsel'),
    agree('os12', 'Yazarak ve çizerek çalıştığımda konu aklımda daha iyi kalır.', 'kinestetik'),
  ],
};

const habitBands = (topic: string, top: number): Band[] => [
  {
    label: 'Geliştirilmeli',
    min: 0,
    max: Math.round(top * 0.4),
    interpretation: `${topic} konusunda desteğe ihtiyacın var. Rehber öğretmeninle birlikte küçük ve uygulanabilir hedefler belirleyin.`,
  },
  {
    label: 'Gelişmekte',
    min: Math.round(top * 0.4) + 1,
    max: Math.round(top * 0.7),
    interpretation: `${topic} konusunda doğru yoldasın; alışkanlıklarını düzenli hâle getirirsen sonuçlarını hemen görürsün.`,
  },
  {
    label: 'Güçlü',
    min: Math.round(top * 0.7) + 1,
    max: top,
    interpretation: `${topic} konusunda iyi alışkanlıkların var. Bunları sınav dönemlerinde de sürdür.`,
  },
];

const STUDY_HABITS: AssessmentDefinition = {
  dimensions: [
    { key: 'zaman', name: 'Zaman Yönetimi', method: 'Sum', bands: habitBands('Zaman yönetimi', 8) },
    { key: 'ortam', name: 'Çalışma Ortamı', method: 'Sum', bands: habitBands('Çalışma ortamı', 8) },
    { key: 'tekrar', name: 'Not Alma ve Tekrar', method: 'Sum', bands: habitBands('Not alma ve tekrar', 11) },
  ],
  questions: [
    often('ca1', 'Haftalık bir ders çalışma planım vardır ve ona uyarım.', 'zaman'),
    often('ca2', 'Ödevlerimi son güne bırakırım.', 'zaman', true),
    often('ca3', 'Çalışmaya oturduğumda ne kadar süre çalışacağımı önceden belirlerim.', 'zaman'),
    often('ca4', 'Sınavlara bir gece önceden çalışırım.', 'zaman', true),
    often('ca5', 'Her gün aynı, sessiz bir yerde ders çalışırım.', 'ortam'),
    often('ca6', 'Ders çalışırken telefonum yanımda ve açıktır.', 'ortam', true),
    often('ca7', 'Çalışmaya başlamadan önce ihtiyacım olan her şeyi masama hazırlarım.', 'ortam'),
    often('ca8', 'Çalışırken televizyon veya müzik dikkatimi dağıtır.', 'ortam', true),
    often('ca9', 'Derste önemli gördüğüm yerleri not alırım.', 'tekrar'),
    often('ca10', 'Aldığım notları aynı gün içinde gözden geçiririm.', 'tekrar'),
    often('ca11', 'Konuyu bitirdikten sonra kendimi soru çözerek sınarım.', 'tekrar'),
    often('ca12', 'Yanlış yaptığım soruları daha sonra tekrar çözerim.', 'tekrar'),
    {
      key: 'ca13',
      text: 'Tekrar yaparken hangilerini kullanırsın? (Birden fazla seçebilirsin)',
      kind: 'Multiple',
      required: false,
      options: [
        { key: 'ca13-ozet', label: 'Özet çıkarırım', points: [{ dimensionKey: 'tekrar', points: 1 }] },
        {
          key: 'ca13-kart',
          label: 'Bilgi kartları hazırlarım',
          points: [{ dimensionKey: 'tekrar', points: 1 }],
        },
        {
          key: 'ca13-anlat',
          label: 'Konuyu birine anlatırım',
          points: [{ dimensionKey: 'tekrar', points: 1 }],
        },
      ],
    },
    {
      key: 'ca14',
      text: 'Ders çalışırken en çok neyle zorlanıyorsun? Kısaca yazabilirsin.',
      kind: 'Text',
      required: false,
      options: [],
    },
  ],
};

/**
 * Two ready inventories for the whole business, so a counselor can send one on the first
 * day; the learning-style one already sent to Kadıköy's 9-A and answered by its student, so
 * the results report opens with a profile on it.
 */
export const seedDemoAssessments = async (tx: Db, businessId: string, branchId: string) => {
  const rows = [
    {
      name: 'Öğrenme Stilleri Envanteri',
      description:
        'Her cümleyi okuyup sana ne kadar uyduğunu işaretle. Doğru ya da yanlış cevap yoktur; aklına ilk gelen seçenek en doğrusudur.',
      displayMode: 'OnePerScreen',
      definition: LEARNING_STYLE,
    },
    {
      name: 'Ders Çalışma Alışkanlıkları Envanteri',
      description:
        'Aşağıdaki durumları ne sıklıkla yaşadığını işaretle. Sonuçlar, çalışma planını rehber öğretmeninle birlikte hazırlamak için kullanılacak.',
      displayMode: 'AllOnOnePage',
      definition: STUDY_HABITS,
    },
  ];
  const [learning] = await tx
    .insert(assessments)
    .values(rows.map((r) => ({ ...r, businessId, branchId: null, searchKey: foldTurkish(r.name) })))
    .returning();
  const nineA = await firstId(
    tx,
    schoolClasses,
    and(eq(schoolClasses.branchId, branchId), eq(schoolClasses.name, '9-A')),
  );
  if (!nineA || !learning) return;
  const pupils = await tx.select({ id: students.id }).from(students).where(eq(students.schoolClassId, nineA));
  if (pupils.length === 0) return;
  const today = todayInIstanbul();
  const [assignment] = await tx
    .insert(assessmentAssignments)
    .values({
      businessId,
      branchId,
      assessmentId: learning.id,
      name: learning.name,
      description: learning.description,
      displayMode: learning.displayMode,
      definition: LEARNING_STYLE,
      target: 'Class',
      schoolClassId: nineA,
      opensOn: today,
      closesOn: addDays(today, 30),
    })
    .returning();
  // Mostly "agree" to the visual items, undecided elsewhere: a profile with a clear visual lead.
  const answers = LEARNING_STYLE.questions.map((q, i) => ({
    questionKey: q.key,
    optionKeys: [q.options[i % 3 === 0 ? 4 : i % 3 === 1 ? 2 : 1]!.key],
    text: null,
  }));
  for (const [i, pupil] of pupils.entries()) {
    const answered = i === 0;
    const [link] = await tx
      .insert(assessmentLinks)
      .values({
        businessId,
        branchId,
        assignmentId: assignment!.id,
        studentId: pupil.id,
        token: randomBytes(32).toString('base64url'),
        answers: answered ? answers : [],
        submittedAt: answered ? new Date() : null,
      })
      .returning();
    if (!answered) continue;
    await tx.insert(assessmentScores).values(
      scoreAnswers(LEARNING_STYLE, answers).map((s, position) => ({
        businessId,
        branchId,
        linkId: link!.id,
        assignmentId: assignment!.id,
        studentId: pupil.id,
        position,
        ...s,
      })),
    );
  }
};
