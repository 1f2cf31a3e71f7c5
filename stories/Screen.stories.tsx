import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormScreen, loadScreen, screenIds, type ScreenModule } from '../src/app/runtime';
import { Button } from '../widgets/styles';

interface Examples {
  valid?: Record<string, unknown>[];
  invalid?: { formData: Record<string, unknown> }[];
}

const exampleFiles = import.meta.glob<Examples>('../schemas/**/*.examples.json', { eager: true, import: 'default' });

function examplesFor(screenId: string): Examples {
  return exampleFiles[`../schemas/${screenId}.examples.json`] ?? {};
}

interface Args {
  screenId: string;
  sample: 'empty' | 'valid' | 'invalid';
  index: number;
}

function sampleData({ screenId, sample, index }: Args): Record<string, unknown> {
  const examples = examplesFor(screenId);
  if (sample === 'valid') return examples.valid?.[index] ?? examples.valid?.[0] ?? {};
  if (sample === 'invalid') return (examples.invalid?.[index] ?? examples.invalid?.[0])?.formData ?? {};
  return {};
}

const meta: Meta<Args> = {
  title: 'Screens/Screen',
  argTypes: {
    screenId: { control: 'select', options: [...screenIds] },
    sample: { control: 'inline-radio', options: ['empty', 'valid', 'invalid'] },
    index: { control: { type: 'number', min: 0 } },
  },
  args: { screenId: screenIds[0] ?? '', sample: 'valid', index: 0 },
  loaders: [async ({ args }) => ({ screen: await loadScreen((args as Args).screenId) })],
  render: (args, { loaded }) => (
    <FormScreen
      key={`${args.screenId}-${args.sample}-${args.index}`}
      screen={loaded.screen as ScreenModule}
      formData={sampleData(args)}
      onSubmit={(data) => console.info('submit', data)}
      actions={
        <Button type="submit" $variant="primary">
          Next
        </Button>
      }
    />
  ),
};
export default meta;

type Story = StoryObj<Args>;
export const Personal: Story = { args: { screenId: 'info/personal' } };
export const Verify: Story = { args: { screenId: 'identity/verify', sample: 'empty' } };
export const PrimaryAddress: Story = { args: { screenId: 'info/primary-address' } };
export const MailingAddress: Story = { args: { screenId: 'info/mailing-address' } };
export const PreviousAddress: Story = { args: { screenId: 'info/previous-address' } };
export const Contact: Story = { args: { screenId: 'info/contact' } };
export const Employment: Story = { args: { screenId: 'info/employment' } };
export const EmploymentIncome: Story = { args: { screenId: 'info/employment-income' } };
export const Entitlement: Story = { args: { screenId: 'info/entitlement' } };
export const OtherIncome: Story = { args: { screenId: 'info/other-income' } };
export const ContactErrors: Story = { args: { screenId: 'info/contact', sample: 'invalid' } };
export const Asset: Story = { args: { screenId: 'finances/asset' } };
export const OtherAsset: Story = { args: { screenId: 'finances/other-asset' } };
export const Liability: Story = { args: { screenId: 'finances/liability' } };
export const OtherLiability: Story = { args: { screenId: 'finances/other-liability' } };
export const OtherExpense: Story = { args: { screenId: 'finances/other-expense' } };
export const Property: Story = { args: { screenId: 'loan-and-property/property' } };
export const Lender: Story = { args: { screenId: 'loan-and-property/lender' } };
export const SubjectPropertyAddress: Story = { args: { screenId: 'loan/subject-property-address' } };
export const AboutSubjectProperty: Story = { args: { screenId: 'loan/about-subject-property' } };
export const MoreAboutProperty: Story = { args: { screenId: 'loan/more-about-property' } };
export const GiftsOrGrantsLanding: Story = { args: { screenId: 'loan/gifts-or-grants-landing' } };
export const GiftsOrGrants: Story = { args: { screenId: 'loan/gifts-or-grants' } };
export const Intro: Story = { name: 'Declarations Intro', args: { screenId: 'declarations/intro' } };
export const PropertyAndMoney: Story = { args: { screenId: 'declarations/property-and-money' } };
export const DeclaredFinances: Story = { args: { screenId: 'declarations/declared-finances' } };
export const MilitaryService: Story = { args: { screenId: 'military/military-service' } };
export const Demographics: Story = { args: { screenId: 'military/demographics' } };
export const DemographicsForm: Story = { args: { screenId: 'military/demographics-form' } };
export const AnyScreen: Story = {};
