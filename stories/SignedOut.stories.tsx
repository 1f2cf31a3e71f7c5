import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { SignedOutContent } from '../src/app/pages/SignedOut/SignedOutContent';
import { wayBackIn } from '../src/app/pages/SignedOut/logic/way-back-in';

/** The signed-out page Sign Out leads to: Sign In goes back to the offer link when it is known, else to /verify. */
const meta: Meta<typeof SignedOutContent> = {
  title: 'Pages/Signed Out',
  component: SignedOutContent,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/signed-out']}>
        <Story />
      </MemoryRouter>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof SignedOutContent>;

export const WithOfferLink: Story = { args: { signInTo: wayBackIn({ offerId: '1003', userId: '5004' }) } };
export const WithoutOfferLink: Story = { args: { signInTo: wayBackIn(null) } };
