import { useId, type ReactNode } from 'react';
import { LANDING_VIEW, usePageTitle } from '../../../shared/lib/usePageTitle';
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
  title: string;
  text: string;
}

const PROBLEMS: InfoCard[] = [
  {
    icon: 'lock',
    title: 'Expert help costs a fortune',
    text: 'Coaching, design, copy and tech support add up fast when you are building a business on your own.',
  },
  {
    icon: 'star',
    title: 'No testimonials, no trust',
    text: 'New offers need social proof, but social proof needs clients. It is the classic chicken-and-egg problem.',
  },
  {
    icon: 'users',
    title: 'Growing alone is slow',
    text: 'Solopreneurs juggle every role themselves, with no peers to trade ideas, feedback or favours with.',
  },
];

const SOLUTION_POINTS = [
  'List the services you are great at and set their price in Energy Points.',
  'Spend your EP on sessions with coaches and creators who fill your gaps.',
  'Every completed exchange earns testimonials and points, so your reputation grows with every trade.',
];

const FEATURES: InfoCard[] = [
  {
    icon: 'bolt',
    title: 'Energy Points wallet',
    text: 'Start with 1 EP and see your balance, and points on hold, at a glance.',
  },
  {
    icon: 'compass',
    title: 'Discover services',
    text: 'Search and filter offers by category, cost and premium members.',
  },
  { icon: 'users', title: 'Browse coaches', text: 'Find people by skill, read their bio and see what they offer.' },
  {
    icon: 'calendar',
    title: 'Sessions & scheduling',
    text: 'Propose times from the other member’s availability and track every session.',
  },
  { icon: 'star', title: 'Testimonials that pay', text: 'Write a testimonial after an exchange and earn 1 EP for it.' },
  {
    icon: 'gift',
    title: 'Refer & earn',
    text: 'Invite peers with your link and earn 5 EP for each completed referral.',
  },
  {
    icon: 'trophy',
    title: 'Achievements & levels',
    text: 'Collect achievements and level up your profile as you trade.',
  },
  {
    icon: 'crown',
    title: 'Premium, once',
    text: 'One payment for lifetime access, unlimited EP and a verified badge.',
  },
];

const FIRST_MONTH = [
  {
    week: 'Week 1',
    title: 'Join and set up',
    text: 'Create your free account in 30 seconds, start with 1 EP and list your first service.',
  },
  {
    week: 'Week 2',
    title: 'Make your first exchange',
    text: 'Spend your EP on a session with a fellow coach or creator and get real help with your business.',
  },
  {
    week: 'Week 3',
    title: 'Deliver and collect proof',
    text: 'Run sessions for others, earn EP back and collect your first testimonials.',
  },
  {
    week: 'Week 4',
    title: 'Grow your circle',
    text: 'Invite peers for +5 EP each, unlock achievements and turn your testimonials into paying clients.',
  },
];

const TESTIMONIALS = [
  {
    quote:
      'I swapped two mindset sessions for a complete sales-page rewrite. My launch converted better than anything I paid for last year.',
    name: 'Amara O.',
    role: 'Mindset coach',
  },
  {
    quote:
      'The testimonials I collected in my first month are now on my website. Energy Exchange gave me the social proof I was missing.',
    name: 'Jonas K.',
    role: 'Video creator',
  },
  {
    quote:
      'It feels like a team of peers who have my back. I trade what I know for what I need, and nobody asks for an invoice.',
    name: 'Priya S.',
    role: 'Solopreneur, copywriting',
  },
];

const INITIAL_AVATARS = ['A', 'J', 'P', 'M', 'L'];

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
  return (
    <div className={`card-grid card-grid--${columns}`}>
      {items.map((item) => (
        <article key={item.title} className="info-card panel">
          <span className={warm ? 'info-card__icon info-card__icon--warm' : 'info-card__icon'}>
            <Icon name={item.icon} />
          </span>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </article>
      ))}
    </div>
  );
}

export function LandingPage({
  onSignIn,
  onStartFree,
  onHowItWorks,
  onOpenSignInPage,
  onOpenSignUpPage,
}: LandingPageProps) {
  usePageTitle(LANDING_VIEW);
  const membersLabel = useMemberCountLabel();

  return (
    <div className="landing">
      <header className="topbar">
        <div className="container topbar__inner">
          <Brand />
          <nav className="topbar__nav" aria-label="Landing">
            <a href="#features">Features</a>
            <a href="#first-month">Your first month</a>
            <button type="button" className="topbar__link" onClick={onHowItWorks}>
              How it works
            </button>
          </nav>
          <div className="topbar__actions">
            <Button variant="ghost" onClick={onSignIn}>
              Sign In
            </Button>
            <Button variant="primary" onClick={onStartFree}>
              Start Free
            </Button>
          </div>
        </div>
      </header>

      <main>
        <section className="hero" aria-labelledby="hero-title">
          <div className="container hero__inner">
            <div className="hero__copy">
              <p className="eyebrow ui-inline-center ui-pill ui-tone-accent">
                <Icon name="sparkles" size={16} /> The skill-swap platform that runs on Energy Points
              </p>
              <h1 id="hero-title" className="hero__title">
                Trade skills, not money. Built for{' '}
                <span className="hero__audience">
                  <TypedAudience />
                </span>
              </h1>
              <p className="hero__lead">
                Energy Exchange lets coaches, creators and solopreneurs swap services using Energy Points (EP) instead
                of cash. Every exchange earns you testimonials and points.
              </p>
              <div className="hero__cta">
                <Button size="lg" onClick={onStartFree}>
                  Create your free account <Icon name="arrowRight" size={18} />
                </Button>
                <Button size="lg" variant="secondary" onClick={onHowItWorks}>
                  See how it works
                </Button>
              </div>
              <ul className="claims" aria-label="Why it is easy to start">
                <li>
                  <Icon name="check" size={16} /> Free
                </li>
                <li>
                  <Icon name="check" size={16} /> No credit card needed
                </li>
                <li>
                  <Icon name="check" size={16} /> Setup in 30 seconds
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
                  <strong>{membersLabel}</strong> already exchanging skills
                </p>
              </div>
            </div>
            <PlatformPreview />
          </div>
        </section>

        <LandingSection kicker="The problem" title="Building a business on your own is expensive">
          <InfoCards items={PROBLEMS} columns={3} warm />
        </LandingSection>

        <section className="section section--tinted" aria-labelledby="solution-title">
          <div className="container split">
            <div>
              <p className="section__kicker">The solution</p>
              <h2 id="solution-title" className="section__title">
                Exchange energy instead of invoices
              </h2>
              <p className="section__lead">
                Your time and talent become a currency. Help someone with what you do best, earn Energy Points, and
                spend them on the help you need.
              </p>
            </div>
            <ol className="solution-list ui-bare-list ui-stack ui-stack--tight">
              {SOLUTION_POINTS.map((point, index) => (
                <li key={point}>
                  <span className="solution-list__n ui-inline-center ui-tone-primary" aria-hidden="true">
                    {index + 1}
                  </span>
                  {point}
                </li>
              ))}
            </ol>
          </div>
        </section>

        <LandingSection id="features" kicker="Features" title="Everything you need to trade skills with confidence">
          <InfoCards items={FEATURES} columns={4} />
        </LandingSection>

        <LandingSection
          id="first-month"
          tinted
          kicker="Your first month"
          title="From first login to first testimonials in four weeks"
        >
          <ol className="timeline">
            {FIRST_MONTH.map((step) => (
              <li key={step.week} className="timeline__item">
                <span className="timeline__week">{step.week}</span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </LandingSection>

        <LandingSection id="testimonials" kicker="Member stories" title="Exchanges that earn testimonials and points">
          <div className="card-grid card-grid--3">
            {TESTIMONIALS.map((item) => (
              <figure key={item.name} className="quote-card panel ui-stack">
                <span className="quote-card__stars" aria-label="5 out of 5 stars">
                  ★★★★★
                </span>
                <blockquote>“{item.quote}”</blockquote>
                <figcaption>
                  <span className="quote-card__avatar ui-inline-center ui-tone-primary-soft" aria-hidden="true">
                    {item.name[0]}
                  </span>
                  <span>
                    <strong>{item.name}</strong>
                    <span className="quote-card__role">{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            ))}
          </div>
        </LandingSection>

        <section className="section" aria-labelledby="cta-title">
          <div className="container">
            <div className="cta-panel">
              <h2 id="cta-title">Ready to exchange energy?</h2>
              <p>
                {membersLabel} trading skills today. It is free, needs no credit card and takes 30 seconds to set up.
              </p>
              <Button size="lg" variant="secondary" className="cta-panel__button" onClick={onStartFree}>
                Create my free account
              </Button>
            </div>
          </div>
        </section>
      </main>

      <footer className="footer">
        <div className="container footer__inner">
          <Brand small />
          <nav className="footer__links" aria-label="Account pages">
            <Button variant="link" onClick={onOpenSignInPage}>
              Member sign-in page
            </Button>
            <Button variant="link" onClick={onOpenSignUpPage}>
              Sign-up page with referral code
            </Button>
          </nav>
          <p className="footer__note">© {new Date().getFullYear()} Energy Exchange</p>
        </div>
      </footer>
    </div>
  );
}
