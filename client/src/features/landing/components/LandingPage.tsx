import { useId, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { LanguageSelect, rememberVisitorLocale, useLanguage } from '../../../shared/i18n';
import { useMetaDescription, usePageTitle } from '../../../shared/lib/usePageTitle';
import { Brand, Button, Icon, type IconName } from '../../../shared/ui';
import { useMemberCountLabel } from '../hooks/useMemberCountLabel';
import { PlatformPreview } from './PlatformPreview';
import { TypedAudience } from './TypedAudience';
import './landing.css';

export interface LandingPageProps {
  onSignIn: () => void;
  onStartFree: () => void;
  onHowItWorks: () => void;
  onOpenSignInPage: () => void;
  onOpenSignUpPage: () => void;
}

interface InfoCard {
  icon: IconName;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

// Every text of the landing is a catalog message (docs/i18n.md): the id names its place, the
// English is the product's own words, and locales/<language>/client.json holds the others.
const PROBLEMS: InfoCard[] = [
  {
    icon: 'lock',
    ...defineMessages({
      title: { id: 'landing.problem.cost.title', defaultMessage: 'Expert help costs a fortune' },
      text: {
        id: 'landing.problem.cost.text',
        defaultMessage:
          'Coaching, design, copy and tech support add up fast when you are building a business on your own.',
      },
    }),
  },
  {
    icon: 'star',
    ...defineMessages({
      title: { id: 'landing.problem.trust.title', defaultMessage: 'No testimonials, no trust' },
      text: {
        id: 'landing.problem.trust.text',
        defaultMessage:
          'New offers need social proof, but social proof needs clients. It is the classic chicken-and-egg problem.',
      },
    }),
  },
  {
    icon: 'users',
    ...defineMessages({
      title: { id: 'landing.problem.alone.title', defaultMessage: 'Growing alone is slow' },
      text: {
        id: 'landing.problem.alone.text',
        defaultMessage:
          'Solopreneurs juggle every role themselves, with no peers to trade ideas, feedback or favours with.',
      },
    }),
  },
];

const SOLUTION_POINTS = Object.values(
  defineMessages({
    list: {
      id: 'landing.solution.step1',
      defaultMessage: 'List the services you are great at and set their price in Energy Points.',
    },
    spend: {
      id: 'landing.solution.step2',
      defaultMessage: 'Spend your EP on sessions with coaches and creators who fill your gaps.',
    },
    grow: {
      id: 'landing.solution.step3',
      defaultMessage:
        'Every completed exchange earns testimonials and points, so your reputation grows with every trade.',
    },
  }),
);

const FEATURES: InfoCard[] = [
  {
    icon: 'bolt',
    ...defineMessages({
      title: { id: 'landing.feature.wallet.title', defaultMessage: 'Energy Points wallet' },
      text: {
        id: 'landing.feature.wallet.text',
        defaultMessage: 'Start with 1 EP and see your balance, and points on hold, at a glance.',
      },
    }),
  },
  {
    icon: 'compass',
    ...defineMessages({
      title: { id: 'landing.feature.discover.title', defaultMessage: 'Discover services' },
      text: {
        id: 'landing.feature.discover.text',
        defaultMessage: 'Search and filter offers by category, cost and premium members.',
      },
    }),
  },
  {
    icon: 'users',
    ...defineMessages({
      title: { id: 'landing.feature.coaches.title', defaultMessage: 'Browse coaches' },
      text: {
        id: 'landing.feature.coaches.text',
        defaultMessage: 'Find people by skill, read their bio and see what they offer.',
      },
    }),
  },
  {
    icon: 'calendar',
    ...defineMessages({
      title: { id: 'landing.feature.sessions.title', defaultMessage: 'Sessions & scheduling' },
      text: {
        id: 'landing.feature.sessions.text',
        defaultMessage: 'Propose times from the other member’s availability and track every session.',
      },
    }),
  },
  {
    icon: 'star',
    ...defineMessages({
      title: { id: 'landing.feature.testimonials.title', defaultMessage: 'Testimonials that pay' },
      text: {
        id: 'landing.feature.testimonials.text',
        defaultMessage: 'Write a testimonial after an exchange and earn 1 EP for it.',
      },
    }),
  },
  {
    icon: 'gift',
    ...defineMessages({
      title: { id: 'landing.feature.referrals.title', defaultMessage: 'Refer & earn' },
      text: {
        id: 'landing.feature.referrals.text',
        defaultMessage: 'Invite peers with your link and earn 5 EP for each completed referral.',
      },
    }),
  },
  {
    icon: 'trophy',
    ...defineMessages({
      title: { id: 'landing.feature.achievements.title', defaultMessage: 'Achievements & levels' },
      text: {
        id: 'landing.feature.achievements.text',
        defaultMessage: 'Collect achievements and level up your profile as you trade.',
      },
    }),
  },
  {
    icon: 'crown',
    ...defineMessages({
      title: { id: 'landing.feature.premium.title', defaultMessage: 'Premium, once' },
      text: {
        id: 'landing.feature.premium.text',
        defaultMessage: 'One payment for lifetime access, unlimited EP and a verified badge.',
      },
    }),
  },
];

const FIRST_MONTH = [
  defineMessages({
    week: { id: 'landing.month.week1.label', defaultMessage: 'Week 1' },
    title: { id: 'landing.month.week1.title', defaultMessage: 'Join and set up' },
    text: {
      id: 'landing.month.week1.text',
      defaultMessage: 'Create your free account in 30 seconds, start with 1 EP and list your first service.',
    },
  }),
  defineMessages({
    week: { id: 'landing.month.week2.label', defaultMessage: 'Week 2' },
    title: { id: 'landing.month.week2.title', defaultMessage: 'Make your first exchange' },
    text: {
      id: 'landing.month.week2.text',
      defaultMessage: 'Spend your EP on a session with a fellow coach or creator and get real help with your business.',
    },
  }),
  defineMessages({
    week: { id: 'landing.month.week3.label', defaultMessage: 'Week 3' },
    title: { id: 'landing.month.week3.title', defaultMessage: 'Deliver and collect proof' },
    text: {
      id: 'landing.month.week3.text',
      defaultMessage: 'Run sessions for others, earn EP back and collect your first testimonials.',
    },
  }),
  defineMessages({
    week: { id: 'landing.month.week4.label', defaultMessage: 'Week 4' },
    title: { id: 'landing.month.week4.title', defaultMessage: 'Grow your circle' },
    text: {
      id: 'landing.month.week4.text',
      defaultMessage:
        'Invite peers for +5 EP each, unlock achievements and turn your testimonials into paying clients.',
    },
  }),
];

const TESTIMONIALS = [
  {
    name: 'Amara O.',
    ...defineMessages({
      quote: {
        id: 'landing.story.amara.quote',
        defaultMessage:
          'I swapped two mindset sessions for a complete sales-page rewrite. My launch converted better than anything I paid for last year.',
      },
      role: { id: 'landing.story.amara.role', defaultMessage: 'Mindset coach' },
    }),
  },
  {
    name: 'Jonas K.',
    ...defineMessages({
      quote: {
        id: 'landing.story.jonas.quote',
        defaultMessage:
          'The testimonials I collected in my first month are now on my website. Energy Exchange gave me the social proof I was missing.',
      },
      role: { id: 'landing.story.jonas.role', defaultMessage: 'Video creator' },
    }),
  },
  {
    name: 'Priya S.',
    ...defineMessages({
      quote: {
        id: 'landing.story.priya.quote',
        defaultMessage:
          'It feels like a team of peers who have my back. I trade what I know for what I need, and nobody asks for an invoice.',
      },
      role: { id: 'landing.story.priya.role', defaultMessage: 'Solopreneur, copywriting' },
    }),
  },
];

const INITIAL_AVATARS = ['A', 'J', 'P', 'M', 'L'];
/** Decoration: the stars' words are the label beside them. */
const FIVE_STARS = '★★★★★';

interface LandingSectionProps {
  /** The anchor the top bar links to. */
  id?: string;
  /** On the tinted background, alternating with plain sections. */
  tinted?: boolean;
  kicker: string;
  title: string;
  children: ReactNode;
}

/** A landing section: the kicker over its heading, then its content. */
function LandingSection({ id, tinted = false, kicker, title, children }: LandingSectionProps) {
  const titleId = useId();
  return (
    <section className={tinted ? 'section section--tinted' : 'section'} id={id} aria-labelledby={titleId}>
      <div className="container">
        <p className="section__kicker">{kicker}</p>
        <h2 id={titleId} className="section__title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** A grid of icon cards (the problems, the features). */
function InfoCards({ items, columns, warm = false }: { items: InfoCard[]; columns: 3 | 4; warm?: boolean }) {
  const intl = useIntl();
  return (
    <div className={`card-grid card-grid--${columns}`}>
      {items.map((item) => (
        <article key={item.title.id} className="info-card panel">
          <span className={warm ? 'info-card__icon info-card__icon--warm' : 'info-card__icon'}>
            <Icon name={item.icon} />
          </span>
          <h3>{intl.formatMessage(item.title)}</h3>
          <p>{intl.formatMessage(item.text)}</p>
        </article>
      ))}
    </div>
  );
}

/**
 * What a search result and a shared link show, in the visitor's language. The English is
 * index.html's, which the prerendered page carries (App.test.tsx checks they agree); the build
 * writes each other language's into its own prerendered page (app/prerender.tsx).
 */
export const LANDING_PAGE = defineMessages({
  title: { id: 'landing.page.title', defaultMessage: 'Skill swap for coaches and creators' },
  description: {
    id: 'landing.page.description',
    defaultMessage:
      'Energy Exchange is the free skill-swap platform for coaches, creators and solopreneurs: trade services for Energy Points instead of money, earn testimonials and grow together. No credit card, setup in 30 seconds.',
  },
});

export function LandingPage({
  onSignIn,
  onStartFree,
  onHowItWorks,
  onOpenSignInPage,
  onOpenSignUpPage,
}: LandingPageProps) {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(LANDING_PAGE.title));
  useMetaDescription(intl.formatMessage(LANDING_PAGE.description));
  const membersLabel = useMemberCountLabel();
  const { setLocale } = useLanguage();
  const chooseLanguage = (locale: string) => {
    rememberVisitorLocale(locale);
    setLocale(locale);
  };

  return (
    <div className="landing">
      <header className="topbar">
        <div className="container topbar__inner">
          <Brand />
          <nav
            className="topbar__nav"
            aria-label={intl.formatMessage({ id: 'landing.nav.label', defaultMessage: 'Landing' })}
          >
            <a href="#features">
              <FormattedMessage id="landing.nav.features" defaultMessage="Features" />
            </a>
            <a href="#first-month">
              <FormattedMessage id="landing.nav.firstMonth" defaultMessage="Your first month" />
            </a>
            <button type="button" className="topbar__link" onClick={onHowItWorks}>
              <FormattedMessage id="landing.nav.howItWorks" defaultMessage="How it works" />
            </button>
          </nav>
          <LanguageSelect className="topbar__language" hideLabel onChoose={chooseLanguage} />
          <div className="topbar__actions">
            <Button variant="ghost" onClick={onSignIn}>
              <FormattedMessage id="landing.signIn" defaultMessage="Sign In" />
            </Button>
            <Button variant="primary" onClick={onStartFree}>
              <FormattedMessage id="landing.startFree" defaultMessage="Start Free" />
            </Button>
          </div>
        </div>
      </header>

      <main>
        <section className="hero" aria-labelledby="hero-title">
          <div className="container hero__inner">
            <div className="hero__copy">
              <p className="eyebrow ui-inline-center ui-pill ui-tone-accent">
                <Icon name="sparkles" size={16} />
                <FormattedMessage
                  id="landing.hero.eyebrow"
                  defaultMessage="The skill-swap platform that runs on Energy Points"
                />
              </p>
              <h1 id="hero-title" className="hero__title">
                <FormattedMessage
                  id="landing.hero.title"
                  defaultMessage="Trade skills, not money. Built for {audience}"
                  values={{
                    audience: (
                      <span className="hero__audience">
                        <TypedAudience />
                      </span>
                    ),
                  }}
                />
              </h1>
              <p className="hero__lead">
                <FormattedMessage
                  id="landing.hero.lead"
                  defaultMessage="Energy Exchange lets coaches, creators and solopreneurs swap services using Energy Points (EP) instead of cash. Every exchange earns you testimonials and points."
                />
              </p>
              <div className="hero__cta">
                <Button size="lg" onClick={onStartFree}>
                  <FormattedMessage id="landing.hero.createAccount" defaultMessage="Create your free account" />
                  <Icon name="arrowRight" size={18} />
                </Button>
                <Button size="lg" variant="secondary" onClick={onHowItWorks}>
                  <FormattedMessage id="landing.hero.seeHowItWorks" defaultMessage="See how it works" />
                </Button>
              </div>
              <ul
                className="claims"
                aria-label={intl.formatMessage({
                  id: 'landing.claims.label',
                  defaultMessage: 'Why it is easy to start',
                })}
              >
                <li>
                  <Icon name="check" size={16} /> <FormattedMessage id="landing.claims.free" defaultMessage="Free" />
                </li>
                <li>
                  <Icon name="check" size={16} />
                  <FormattedMessage id="landing.claims.noCard" defaultMessage="No credit card needed" />
                </li>
                <li>
                  <Icon name="check" size={16} />
                  <FormattedMessage id="landing.claims.setup" defaultMessage="Setup in 30 seconds" />
                </li>
              </ul>
              <div className="social-proof">
                <span className="avatar-stack" aria-hidden="true">
                  {INITIAL_AVATARS.map((initial) => (
                    <span key={initial} className="avatar-stack__item ui-inline-center ui-tone-primary-soft">
                      {initial}
                    </span>
                  ))}
                </span>
                <p>
                  <FormattedMessage
                    id="landing.hero.membersExchanging"
                    defaultMessage="{members} already exchanging skills"
                    values={{ members: <strong>{membersLabel}</strong> }}
                  />
                </p>
              </div>
            </div>
            <PlatformPreview />
          </div>
        </section>

        <LandingSection
          kicker={intl.formatMessage({ id: 'landing.problem.kicker', defaultMessage: 'The problem' })}
          title={intl.formatMessage({
            id: 'landing.problem.title',
            defaultMessage: 'Building a business on your own is expensive',
          })}
        >
          <InfoCards items={PROBLEMS} columns={3} warm />
        </LandingSection>

        <section className="section section--tinted" aria-labelledby="solution-title">
          <div className="container split">
            <div>
              <p className="section__kicker">
                <FormattedMessage id="landing.solution.kicker" defaultMessage="The solution" />
              </p>
              <h2 id="solution-title" className="section__title">
                <FormattedMessage id="landing.solution.title" defaultMessage="Exchange energy instead of invoices" />
              </h2>
              <p className="section__lead">
                <FormattedMessage
                  id="landing.solution.lead"
                  defaultMessage="Your time and talent become a currency. Help someone with what you do best, earn Energy Points, and spend them on the help you need."
                />
              </p>
            </div>
            <ol className="solution-list ui-bare-list ui-stack ui-stack--tight">
              {SOLUTION_POINTS.map((point, index) => (
                <li key={point.id}>
                  <span className="solution-list__n ui-inline-center ui-tone-primary" aria-hidden="true">
                    {intl.formatNumber(index + 1)}
                  </span>
                  {intl.formatMessage(point)}
                </li>
              ))}
            </ol>
          </div>
        </section>

        <LandingSection
          id="features"
          kicker={intl.formatMessage({ id: 'landing.features.kicker', defaultMessage: 'Features' })}
          title={intl.formatMessage({
            id: 'landing.features.title',
            defaultMessage: 'Everything you need to trade skills with confidence',
          })}
        >
          <InfoCards items={FEATURES} columns={4} />
        </LandingSection>

        <LandingSection
          id="first-month"
          tinted
          kicker={intl.formatMessage({ id: 'landing.month.kicker', defaultMessage: 'Your first month' })}
          title={intl.formatMessage({
            id: 'landing.month.title',
            defaultMessage: 'From first login to first testimonials in four weeks',
          })}
        >
          <ol className="timeline">
            {FIRST_MONTH.map((step) => (
              <li key={step.week.id} className="timeline__item">
                <span className="timeline__week">{intl.formatMessage(step.week)}</span>
                <h3>{intl.formatMessage(step.title)}</h3>
                <p>{intl.formatMessage(step.text)}</p>
              </li>
            ))}
          </ol>
        </LandingSection>

        <LandingSection
          id="testimonials"
          kicker={intl.formatMessage({ id: 'landing.stories.kicker', defaultMessage: 'Member stories' })}
          title={intl.formatMessage({
            id: 'landing.stories.title',
            defaultMessage: 'Exchanges that earn testimonials and points',
          })}
        >
          <div className="card-grid card-grid--3">
            {TESTIMONIALS.map((item) => (
              <figure key={item.name} className="quote-card panel ui-stack">
                <span
                  className="quote-card__stars"
                  aria-label={intl.formatMessage({ id: 'landing.stories.stars', defaultMessage: '5 out of 5 stars' })}
                >
                  {FIVE_STARS}
                </span>
                <blockquote>
                  <FormattedMessage
                    id="landing.stories.quoted"
                    defaultMessage="“{quote}”"
                    values={{ quote: intl.formatMessage(item.quote) }}
                  />
                </blockquote>
                <figcaption>
                  <span className="quote-card__avatar ui-inline-center ui-tone-primary-soft" aria-hidden="true">
                    {item.name[0]}
                  </span>
                  <span>
                    <strong>{item.name}</strong>
                    <span className="quote-card__role">{intl.formatMessage(item.role)}</span>
                  </span>
                </figcaption>
              </figure>
            ))}
          </div>
        </LandingSection>

        <section className="section" aria-labelledby="cta-title">
          <div className="container">
            <div className="cta-panel">
              <h2 id="cta-title">
                <FormattedMessage id="landing.cta.title" defaultMessage="Ready to exchange energy?" />
              </h2>
              <p>
                <FormattedMessage
                  id="landing.cta.text"
                  defaultMessage="{members} trading skills today. It is free, needs no credit card and takes 30 seconds to set up."
                  values={{ members: membersLabel }}
                />
              </p>
              <Button size="lg" variant="secondary" className="cta-panel__button" onClick={onStartFree}>
                <FormattedMessage id="landing.cta.button" defaultMessage="Create my free account" />
              </Button>
            </div>
          </div>
        </section>
      </main>

      <footer className="footer">
        <div className="container footer__inner">
          <Brand small />
          <nav
            className="footer__links"
            aria-label={intl.formatMessage({ id: 'landing.footer.label', defaultMessage: 'Account pages' })}
          >
            <Button variant="link" onClick={onOpenSignInPage}>
              <FormattedMessage id="landing.footer.signInPage" defaultMessage="Member sign-in page" />
            </Button>
            <Button variant="link" onClick={onOpenSignUpPage}>
              <FormattedMessage id="landing.footer.signUpPage" defaultMessage="Sign-up page with referral code" />
            </Button>
          </nav>
          <p className="footer__note">
            <FormattedMessage
              id="landing.footer.copyright"
              defaultMessage="© {year} Energy Exchange"
              values={{ year: new Date().getFullYear() }}
            />
          </p>
        </div>
      </footer>
    </div>
  );
}
