/**
 * The floor of the signed-in first view in `npm run lighthouse`: what the fixed client stack costs
 * by itself on a phone. React 19, Apollo Client 4 with its normalized cache and react-intl (the
 * messages as precompiled syntax trees, as the app ships them) send Discover's first query with
 * the member's token and render its 20 cards, in one file: no shell, no header, no other request,
 * no socket, no code splitting. scripts/lighthouse.mjs builds it with vite.config.ts beside it,
 * serves it from its own origin (proxying /graphql to the app) and measures it in the same run as
 * the app, so how far the app's Discover sits above the stack's own cost can be read off one table.
 */
import { ApolloClient, HttpLink, InMemoryCache, gql, type TypedDocumentNode } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider, useIntl, type MessageFormatElement } from 'react-intl';
import './floor.css';

const TOKEN_KEY = 'energy-exchange.accessToken'; // where the app keeps the session (src/shared/viewer/session.ts)

interface FloorService {
  id: string;
  title: string;
  description: string;
  categoryLabel: string;
  durationMinutes: number;
  energyCost: number;
  maxParticipants: number;
  coach: { id: string; fullName: string };
}

const SERVICES: TypedDocumentNode<{ services: { nodes: FloorService[]; totalCount: number } }, { first: number }> = gql`
  query FloorDiscoverServices($first: Int!) {
    services(first: $first) {
      nodes {
        id
        title
        description
        categoryLabel
        durationMinutes
        energyCost
        maxParticipants
        coach {
          id
          fullName
        }
      }
      totalCount
    }
  }
`;

// ICU syntax trees, as the app's build compiles its catalogs: 0 is literal text, 1 an argument.
const text = (value: string) => ({ type: 0, value }) as MessageFormatElement;
const argument = (value: string) => ({ type: 1, value }) as MessageFormatElement;
const MESSAGES: Record<string, MessageFormatElement[]> = {
  'floor.found': [argument('count'), text(' services found')],
  'floor.by': [text('by '), argument('coach')],
  'floor.minutes': [argument('minutes'), text(' min')],
  'floor.cost': [argument('points'), text(' EP')],
  'floor.max': [text('Max participants: '), argument('count')],
};

function Cards() {
  const intl = useIntl();
  const { data } = useQuery(SERVICES, { variables: { first: 20 } });
  if (!data) return <p className="floor__status">…</p>;
  return (
    <>
      <p className="floor__status">
        <FormattedMessage id="floor.found" values={{ count: data.services.totalCount }} />
      </p>
      <ul className="floor__grid">
        {data.services.nodes.map((service) => (
          <li key={service.id}>
            <article className="floor__card" aria-labelledby={`title-${service.id}`}>
              <span className="floor__tag">{service.categoryLabel}</span>
              <h2 id={`title-${service.id}`}>{service.title}</h2>
              <p className="floor__by">
                <FormattedMessage id="floor.by" values={{ coach: service.coach.fullName }} />
              </p>
              <p className="floor__description">{service.description}</p>
              <ul className="floor__facts">
                <li>
                  <FormattedMessage
                    id="floor.minutes"
                    values={{ minutes: intl.formatNumber(service.durationMinutes, { useGrouping: false }) }}
                  />
                </li>
                <li>
                  <FormattedMessage id="floor.max" values={{ count: service.maxParticipants }} />
                </li>
                <li className="floor__cost">
                  <FormattedMessage
                    id="floor.cost"
                    values={{ points: intl.formatNumber(service.energyCost, { useGrouping: false }) }}
                  />
                </li>
              </ul>
              <button type="button">View Coach</button>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}

const token = window.localStorage.getItem(TOKEN_KEY);
const client = new ApolloClient({
  link: new HttpLink({ uri: '/graphql', headers: token ? { authorization: `Bearer ${token}` } : {} }),
  cache: new InMemoryCache(),
});

createRoot(document.getElementById('root')!).render(
  <IntlProvider locale="en" messages={MESSAGES}>
    <ApolloProvider client={client}>
      <main className="floor">
        <h1>Discover Services</h1>
        <Cards />
      </main>
    </ApolloProvider>
  </IntlProvider>,
);
