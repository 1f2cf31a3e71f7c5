import { _ } from 'ajv';
import { switchKeyword } from './date-keywords';
import { usDatePattern } from './us-date-code';

/** `usDate: true`: a string must be a real calendar date written MM/DD/YYYY. Non-strings pass. */
export const usDate = switchKeyword('usDate', (cxt) => {
  const { gen, data } = cxt;
  const rx = usDatePattern(cxt);
  const m = gen.const('m', _`+${data}.slice(0, 2)`);
  const y = gen.const('y', _`+${data}.slice(6, 10)`);
  const leap = _`(${y} % 4 === 0 && (${y} % 100 !== 0 || ${y} % 400 === 0))`;
  const days = _`(${m} === 2 ? (${leap} ? 29 : 28) : (${m} === 4 || ${m} === 6 || ${m} === 9 || ${m} === 11) ? 30 : 31)`;
  return _`!${rx}.test(${data}) || +${data}.slice(3, 5) > ${days}`;
});
