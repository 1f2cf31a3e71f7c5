import { saveContact } from './save-contact';
import { calledBy, type RouteRegistration } from '../../routes/context';
import { ownRecordSave } from '../../routes/own-record-save';

/** The contact saved is the application's own borrower's. */
const updateBorrowerContactRoute: RouteRegistration = (app) => ownRecordSave(app, 'UpdateBorrowerContact', saveContact);

export default calledBy('borrower', updateBorrowerContactRoute);
