export const stepIntroTexts = {
  step: (n: number) => `Step ${n}`,
  ofTotal: (total: number) => ` of ${total}`,
};
