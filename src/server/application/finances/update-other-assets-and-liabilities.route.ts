import { SESSION_USE } from '../../auth/session';
import { saveOtherAssetsAndLiabilities } from './save-other-assets-and-liabilities';
import { saveCall } from '../../routes/call-route';
import { calledBy, type RouteRegistration } from '../../routes/context';

/** Ours: the liability account, other asset, other liability and other expense forms (local-only in the spec). */
const updateOtherAssetsAndLiabilitiesRoute: RouteRegistration = (app) => saveCall(app, 'UpdateOtherAssetsAndLiabilities', {
  session: SESSION_USE.changeApplication, answersProfile: true,
  names: (body) => ({
    applicationIds: [body.applicationId, ...(body.otherLiabilities ?? []).flatMap((l) => l.applicationIds ?? [])],
  }),
}, (tx, body, session) => saveOtherAssetsAndLiabilities(tx, session, body));

export default calledBy('borrower', updateOtherAssetsAndLiabilitiesRoute);
