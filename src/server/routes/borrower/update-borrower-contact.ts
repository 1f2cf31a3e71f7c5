import { saveContact } from '../../services/save-contact';
import type { RouteRegistration } from '../context';
import { ownRecordSave } from '../own-record-save';

/** The contact saved is the application's own borrower's. */
const updateBorrowerContactRoute: RouteRegistration = (app) => ownRecordSave(app, 'UpdateBorrowerContact', saveContact);

export default updateBorrowerContactRoute;
