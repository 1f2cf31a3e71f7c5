import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Card } from '../components/Card';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { jokeRotationMs, nextJokeIndex } from './logic/jokes';
import { offerTexts as texts } from './texts';

const Joke = styled.p`
  font-style: italic;
  min-height: 3em;
`;

/** Loading screen while the offer is retrieved: a joke from four, rotating every 5 seconds. */
export function LoadingJokes({ jokes = texts.jokes }: { jokes?: readonly string[] }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((current) => nextJokeIndex(current, jokes.length)), jokeRotationMs);
    return () => clearInterval(timer);
  }, [jokes.length]);
  return (
    <Card aria-busy="true">
      <PageHeading>{texts.loadingTitle}</PageHeading>
      <Spinner />
      <Joke>{jokes[index]}</Joke>
    </Card>
  );
}
