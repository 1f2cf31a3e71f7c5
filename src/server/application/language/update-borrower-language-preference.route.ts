import { saveLanguagePreference } from './save-language-preference';
import { calledBy, type RouteRegistration } from '../../routes/context';
import { ownRecordSave } from '../../routes/own-record-save';

/** The language preference question of the Supplemental Consumer Information Form: each borrower's own answer. */
const updateBorrowerLanguagePreferenceRoute: RouteRegistration = (app) =>
  ownRecordSave(app, 'UpdateBorrowerLanguagePreference', saveLanguagePreference);

export default calledBy('borrower', updateBorrowerLanguagePreferenceRoute);
