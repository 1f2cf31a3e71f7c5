import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fastPath, missingValues, progressStrip, visibleCards } from '../src/shared/flow/fast-path';
import { ProgressStrip } from '../src/app/engine/fast-path/ProgressStrip';
import { CardChoices } from '../src/app/pages/FastPath/CardChoices';
import { holds } from '../src/app/engine/conditions';
import { MissingInfoDialog } from '../src/app/pages/FastPath/MissingInfoDialog';
import { fastPathPagesMessages } from '../src/app/generated/messages/fast-path-pages';
import { useMessages } from '../src/app/i18n/use-messages';
import { cardSummary } from '../src/app/pages/FastPath/logic/card-summary';
import { storyProfile } from './fixtures/profile';
import { useFlowTexts } from '../src/app/i18n/use-flow-texts';

/** The fast path's parts, from flows/fast-path.json and the story profile. */
const meta: Meta = { title: 'Fast Path/Parts' };
export default meta;
type Story = StoryObj;

export const ProgressOnDeclarations: Story = {
  name: 'ProgressStrip: Prior Loan Info Done, on Declarations',
  render: () => (
    <ProgressStrip
      sections={progressStrip(fastPath, { priorLoanReviewStatus: 'Done', declarationsReviewStatus: 'In Progress' }, '/fast-path/declarations')}
    />
  ),
};

function Cards({ loanType, occupancyType }: { loanType: string; occupancyType: string }) {
  const t = useMessages(fastPathPagesMessages);
  const [chosen, setChosen] = useState<string[]>(['current-address']);
  const cards = visibleCards(fastPath.cards, { loanType, occupancyType, showRealEstateSection: false }, holds).map((card) => ({
    card,
    summary: cardSummary(card.id, storyProfile, t),
  }));
  const toggle = (id: string) => setChosen((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  return <CardChoices cards={cards} chosen={chosen} onToggle={toggle} />;
}

export const CardChoicesConventionalInvestment: Story = {
  name: 'CardChoices: conventional loan, investment property',
  render: () => <Cards loanType="Conventional" occupancyType="Investment Property" />,
};

export const CardChoicesFha: Story = {
  name: 'CardChoices: FHA loan, primary residence',
  render: () => <Cards loanType="FHA" occupancyType="Primary Residence" />,
};

/** The dialog in the toolbar's language, as the page shows it. */
function MissingDialog() {
  const shown = useFlowTexts('fast-path');
  const profile = { ...storyProfile, borrowerInfo: { ...storyProfile.borrowerInfo, maritalStatus: null } };
  return <MissingInfoDialog open missing={missingValues(fastPath.looksGood, profile).map(shown.tr)} shown={shown} onClose={() => undefined} />;
}

export const MissingRequiredInformation: Story = {
  name: 'MissingInfoDialog: marital status and phone missing',
  render: () => <MissingDialog />,
};
