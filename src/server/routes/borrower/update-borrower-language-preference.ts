import { saveLanguagePreference } from '../../services/save-language-preference';
import type { RouteRegistration } from '../context';
import { ownRecordSave } from '../own-record-save';

/** The language preference question of the Supplemental Consumer Information Form: each borrower's own answer. */
const updateBorrowerLanguagePreferenceRoute: RouteRegistration = (app) =>
  ownRecordSave(app, 'UpdateBorrowerLanguagePreference', saveLanguagePreference);

export default updateBorrowerLanguagePreferenceRoute;
