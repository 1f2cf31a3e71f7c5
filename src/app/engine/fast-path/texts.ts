/** Texts of the fast path's shared parts (the pages keep theirs beside them). */
export const fastPathTexts = {
  progressLabel: 'Review progress',
  done: 'Done',
};
