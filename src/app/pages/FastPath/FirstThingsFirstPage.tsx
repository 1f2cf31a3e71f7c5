import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { fastPath, missingValues, visibleCards } from '../../../shared/flow/fast-path';
import { readReturnTo } from '../../../shared/flow/return-to';
import { isUnauthorized } from '../../api/api-error';
import { useBorrowerData } from '../../api/hooks/useBorrowerData';
import { Button } from '../../components/Button';
import { FormSurface } from '../../components/FormSurface';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { holds } from '../../engine/conditions';
import { offerFacts } from '../../engine/fast-path/offer-facts';
import { useFastPathBorrowers } from '../../engine/fast-path/useFastPathBorrowers';
import { useSessionOffer } from '../../layout/useSessionOffer';
import { oopsPath } from '../../routing/paths';
import { applicationIdAtom } from '../../state/session-atoms';
import { CardChoices } from './CardChoices';
import { cardSummary } from './logic/card-summary';
import { MissingInfoDialog } from './MissingInfoDialog';
import { Buttons } from './Buttons';
import { fastPathPagesMessages } from '../../generated/messages/fast-path-pages';
import { UntranslatedNotice } from '../../i18n/UntranslatedNotice';
import { useFlowTexts } from '../../i18n/use-flow-texts';
import { useMessagesIn } from '../../i18n/use-messages';
import { useFastPathStart } from './useFastPathStart';

/**
 * /fast-path, First Things First: the cards of the prior loan's data for the selected borrower. Looks Good! first
 * checks the required values: missing ones open the Missing Required Information dialog once; pressed again it
 * goes on.
 */
export function FirstThingsFirstPage() {
  const flow = useFlowTexts('fast-path', [fastPathPagesMessages]);
  const t = useMessagesIn(fastPathPagesMessages, flow.lang);
  const applicationId = useAtomValue(applicationIdAtom);
  const profile = useBorrowerData(applicationId);
  const offer = useSessionOffer();
  const borrowers = useFastPathBorrowers();
  const returnTo = readReturnTo(useLocation().state);
  const actions = useFastPathStart(returnTo);
  const [chosen, setChosen] = useState<string[]>([]);
  const [warned, setWarned] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);

  if (applicationId == null) return <Navigate to="/verify" replace />;
  const failed = profile.error ?? borrowers.error;
  if (failed) return isUnauthorized(failed) ? null : <Navigate to={oopsPath} replace />;
  if (!profile.data || !borrowers.ready || offer.isPending) return <Spinner label={t('loading')} />;

  const data = profile.data;
  const cards = visibleCards(fastPath.cards, offerFacts(offer.data, data), holds)
    .map((card) => ({ card: { ...card, title: flow.tr(card.title) }, summary: cardSummary(card.id, data, t) }));
  const missing = missingValues(fastPath.looksGood, data).map(flow.tr);
  const selected = borrowers.selected;
  const reviewingOther = selected && !selected.isLoggedInUser;
  const toggle = (id: string) => setChosen((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  const onLooksGood = () => {
    if (missing.length > 0 && !warned) {
      setWarned(true);
      setDialogOpen(true);
      return;
    }
    void actions.looksGood();
  };

  return (
    <FormSurface inset lang={flow.untranslated ? flow.lang : undefined}>
      <UntranslatedNotice shown={flow} />
      <PageHeading>{flow.tr(fastPath.title)}</PageHeading>
      {reviewingOther && <p><strong>{t('reviewing', { name: `${selected.firstName} ${selected.lastName}` })}</strong></p>}
      <p>{t('intro')}</p>
      <CardChoices cards={cards} chosen={chosen} onToggle={toggle} />
      <Buttons>
        <Button type="button" $variant="secondary" disabled={actions.busy} onClick={actions.skipForNow}>
          {t('skipForNow')}
        </Button>
        {chosen.length > 0 && (
          <Button type="button" disabled={actions.busy} onClick={() => void actions.continueToMakeChanges(chosen)}>
            {t('continueToMakeChanges')}
          </Button>
        )}
        <Button type="button" $variant={chosen.length > 0 ? 'secondary' : 'primary'} disabled={actions.busy} onClick={onLooksGood}>
          {t('looksGood')}
        </Button>
      </Buttons>
      <MissingInfoDialog open={dialogOpen} missing={missing} shown={flow} onClose={() => setDialogOpen(false)} />
    </FormSurface>
  );
}
