import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Card } from '../components/Card';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { offerMessages } from '../generated/messages/offer';
import { useMessages } from '../i18n/use-messages';
import { jokeIds, jokeRotationMs, nextJokeIndex } from './logic/jokes';

const Joke = styled.p`
  font-style: italic;
  min-height: 3em;
`;

/** Loading screen while the offer is retrieved: a joke from four, rotating every 5 seconds. */
export function LoadingJokes() {
  const t = useMessages(offerMessages);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((current) => nextJokeIndex(current, jokeIds.length)), jokeRotationMs);
    return () => clearInterval(timer);
  }, []);
  const joke = jokeIds[index];
  return (
    <Card aria-busy="true">
      <PageHeading>{t('loadingTitle')}</PageHeading>
      <Spinner />
      <Joke>{joke && t(joke)}</Joke>
    </Card>
  );
}
