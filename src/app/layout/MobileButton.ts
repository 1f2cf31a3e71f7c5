import styled from 'styled-components';

/** The header's quiet outline button (44 px touch target). */
export const OutlineButton = styled.button`
  min-height: 44px;
  padding: 0 0.75rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 6px;
  background: transparent;
  color: inherit;
  font: inherit;
`;

/** An outline button shown only at mobile widths (768 px or less), e.g. the nav menu and the offer drawer. */
export const MobileButton = styled(OutlineButton)`
  display: none;
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    display: inline-flex;
    align-items: center;
  }
`;
