import { OfferFrame } from '../../layout/OfferLayout';
import { OopsPage } from './OopsPage';

/** Root error element: an error thrown while rendering or loading a route shows the Oops page. */
export function RouteErrorPage() {
  return (
    <OfferFrame>
      <OopsPage />
    </OfferFrame>
  );
}
