import styled from 'styled-components';
import { heroImages } from './home-links';

const Picture = styled.picture`
  display: block;
  margin: 0 0 1.5rem;
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: 8px;
    /* The illustration's daylight sky, softened so it does not glare on a dark page. */
    filter: ${({ theme }) => (theme.mode === 'dark' ? 'brightness(0.9)' : 'none')};
  }
`;

/** Decorative hero: a different image at widths of 768 px or less. */
export function Hero() {
  return (
    <Picture>
      <source media={heroImages.narrowMedia} srcSet={heroImages.narrow} width={750} height={500} />
      <img src={heroImages.wide} alt="" width={1200} height={400} />
    </Picture>
  );
}
