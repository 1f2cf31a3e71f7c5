export const stepIntroTexts = {
  stepOf: (n: number, total: number) => `Step ${n} of ${total}`,
};
