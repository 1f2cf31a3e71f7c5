import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { isUnauthorized } from '../../api/api-error';
import { useBorrowerData } from '../../api/hooks/useBorrowerData';
import { saveNamedByData, useSave } from '../../api/hooks/useSave';
import { tags } from '../../api/query-keys';
import { ConfirmDialog } from '../../components/Dialog';
import { FormSurface } from '../../components/FormSurface';
import { Spinner } from '../../components/Spinner';
import { fullFlow } from '../../generated/flow';
import type { ResolvedNode } from '../../routing/logic/flow-routes';
import type { ListItem, ScreenContext } from '..';
import { offerFacts } from '../fast-path/offer-facts';
import { useSessionOffer } from '../../layout/useSessionOffer';
import { destination } from '../flow-screen/logic/destination';
import { useFlowNavigation } from '../flow-screen/useFlowNavigation';
import { applicationIdAtom } from '../../state/session-atoms';
import { ListView } from './ListView';
import { addPath, editPath } from './logic/list-paths';
import { resolveSections, type ShownSection } from './logic/resolve-sections';
import { listScreenMessages } from '../../generated/messages/list-screen';
import { useMessages, useMessagesIn } from '../../i18n/use-messages';
import { useShownList } from './useShownList';

type FlowStep = (typeof fullFlow.steps)[number];

/** A list node of the flow: its definition's sections filled from the named list sources and the profile. */
export function ListScreen({ resolved, listId }: { resolved: ResolvedNode<FlowStep>; listId: string }) {
  const { step, node, params } = resolved;
  const { shown, definition } = useShownList(listId);
  // Loading is said in the borrower's language; the list, and its delete question, in the language it is shown in.
  const loading = useMessages(listScreenMessages)('loading');
  const t = useMessagesIn(listScreenMessages, shown.lang);
  const applicationId = useAtomValue(applicationIdAtom);
  const profile = useBorrowerData(applicationId);
  const save = useSave();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { returnTo, back, goTo } = useFlowNavigation(resolved);
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState<{ shown: ShownSection; item: ListItem; title: string } | null>(null);
  const offer = useSessionOffer().data;
  const ctx = useMemo<ScreenContext | null>(
    () => (profile.data ? { profile: profile.data, params, lookups: {}, facts: offerFacts(offer, profile.data) } : null),
    [profile.data, params, offer],
  );
  const sections = useMemo(() => (ctx ? resolveSections(definition, ctx) : null), [definition, ctx]);

  if (applicationId == null) return <Navigate to="/verify" replace />;
  if (profile.isError) return isUnauthorized(profile.error) ? null : <Navigate to="/oops" replace />;
  if (!ctx || !sections) return <Spinner label={loading} />;

  const onDelete = async ({ source }: ShownSection, item: ListItem) => {
    if (!source.call || !source.deletePayload) return;
    setDeleting((ids) => new Set(ids).add(item.id));
    try {
      await save.mutateAsync(saveNamedByData(source.call, source.deletePayload(item, ctx)));
    } catch (error) {
      // application-forms section 4: delete failures are only logged.
      console.warn(`Delete of ${item.id} through ${source.call} failed`, error);
      await queryClient.invalidateQueries({ queryKey: [tags.borrowerData] });
    } finally {
      setDeleting((ids) => {
        const next = new Set(ids);
        next.delete(item.id);
        return next;
      });
    }
  };

  return (
    <FormSurface>
      <ListView
        definition={definition}
        shown={shown}
        sections={sections}
        facts={ctx.facts}
        addPath={(nodeId) => addPath(step, nodeId, params)}
        editPath={(nodeId, item) => editPath(step, nodeId, item, params)}
        onDelete={(shown, item) => setAsking({ shown, item, title: shown.items.find((i) => i.item === item)?.title ?? '' })}
        deleting={deleting}
        onBack={() => void navigate(back)}
        onNext={() => goTo(destination({ flow: fullFlow, stepId: step.id, nodeId: node.id, document: {}, params, intent: { kind: 'next' }, returnTo }))}
      />
      <ConfirmDialog
        open={asking !== null}
        title={t('confirmTitle', { title: asking?.title ?? '' })}
        description={t('confirmText')}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) void onDelete(asking.shown, asking.item);
          setAsking(null);
        }}
      />
    </FormSurface>
  );
}
