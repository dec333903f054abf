/** A required five-point Likert question whose answer scores 1 to 5 on one dimension. */
export const likertQuestion = (key: string, dimensionKey: string) => ({
  key,
  text: `Soru ${key}`,
  kind: 'Likert',
  required: true,
  options: [1, 2, 3, 4, 5].map((p) => ({
    key: `${key}-${p}`,
    label: String(p),
    points: [{ dimensionKey, points: p }],
  })),
});
