import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import type { SessionUser } from '../../../shared/viewer/session';
import type { MyAchievementsQuery as MyAchievementsResult } from '../../../gql/graphql';
import { Icon, ListSkeleton, type IconName } from '../../../shared/ui';
import { formatDate } from '../../../shared/lib/dates';
import { MyAchievementsQuery } from '../operations';

type Level = MyAchievementsResult['me']['level'];
type Achievement = MyAchievementsResult['me']['achievements'][number];

/** The server names its badges' icons; they map onto this app's own small icon set. */
const ACHIEVEMENT_ICONS: Record<string, IconName> = {
  'user-check': 'user',
  store: 'briefcase',
  handshake: 'swap',
  message: 'heart',
  repeat: 'refresh',
  trophy: 'trophy',
  users: 'users',
  crown: 'crown',
};

/**
 * Achievements and level on My Profile (docs/design.md §5): the level's name and number, XP,
 * a progress bar to the next level, the earned badges (with their date) and the ones still to
 * earn (muted). Computed by the server from activity; a failed load stays quiet.
 */
export function ProfileAchievementsSlot(_props: { user: SessionUser }) {
  const headingId = useId();
  // Refetched whenever My Profile is shown: exchanges and testimonials change it elsewhere.
  const { data, error, refetch } = useQuery(MyAchievementsQuery, { fetchPolicy: 'cache-and-network' });
  const me = data?.me;

  return (
    <section className="panel achievements ui-stack" aria-labelledby={headingId}>
      <h2 id={headingId} className="achievements__title">
        Level &amp; Achievements
      </h2>
      {me ? (
        <>
          <LevelProgress level={me.level} />
          <AchievementList achievements={me.achievements} />
        </>
      ) : error ? (
        <p className="achievements__muted">
          Achievements could not be loaded.{' '}
          <button
            type="button"
            className="btn ui-inline-center btn--link btn--sm"
            onClick={() => void refetch().catch(() => {})}
          >
            Try again
          </button>
        </p>
      ) : (
        <ListSkeleton label="Loading achievements…" count={1} />
      )}
    </section>
  );
}

function LevelProgress({ level }: { level: Level }) {
  const labelId = useId();
  const toNext = level.nextLevelXp != null ? Math.max(0, level.nextLevelXp - level.xp) : null;
  const percent = Math.max(0, Math.min(100, level.progressPercent));
  return (
    <div className="level">
      <div className="level__badge" aria-hidden="true">
        {level.level}
      </div>
      <div className="level__body">
        <p id={labelId} className="level__name">
          {`Level ${level.level} · ${level.name}`}
        </p>
        <p className="level__xp">{`${level.xp} XP`}</p>
        <div
          className="level__bar ui-pill"
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={
            level.nextLevelName && level.nextLevelXp != null
              ? `${level.xp} of ${level.nextLevelXp} XP towards ${level.nextLevelName}`
              : 'Highest level reached'
          }
        >
          <span className="level__fill" style={{ width: `${percent}%` }} />
        </div>
        <p className="level__next">
          {level.nextLevelName && toNext != null
            ? `${toNext} XP to Level ${level.level + 1} · ${level.nextLevelName}`
            : 'You reached the highest level.'}
        </p>
      </div>
    </div>
  );
}

function AchievementList({ achievements }: { achievements: readonly Achievement[] }) {
  const earned = achievements.filter((a) => a.earned);
  const locked = achievements.filter((a) => !a.earned);
  return (
    <div className="achievement-groups ui-stack">
      <div>
        <h3 className="achievement-groups__title">{`Earned (${earned.length})`}</h3>
        {earned.length === 0 ? (
          <p className="achievements__muted">
            No badges yet: complete an exchange or write a testimonial to earn your first.
          </p>
        ) : (
          <ul className="achievement-list ui-bare-list">
            {earned.map((a) => (
              <AchievementBadge key={a.key} achievement={a} />
            ))}
          </ul>
        )}
      </div>
      {locked.length > 0 && (
        <div>
          <h3 className="achievement-groups__title">{`Not earned yet (${locked.length})`}</h3>
          <ul className="achievement-list ui-bare-list">
            {locked.map((a) => (
              <AchievementBadge key={a.key} achievement={a} />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function AchievementBadge({ achievement: a }: { achievement: Achievement }) {
  return (
    <li className={a.earned ? 'achievement is-earned' : 'achievement'}>
      <span className="achievement__icon">
        <Icon name={ACHIEVEMENT_ICONS[a.icon] ?? 'trophy'} size={20} />
      </span>
      <span className="achievement__text">
        <span className="achievement__title">{a.title}</span>
        <span className="achievement__description">{a.description}</span>
        <span className="achievement__status">
          {a.earned ? (a.earnedAt ? `Earned ${formatDate(a.earnedAt)}` : 'Earned') : 'Not earned yet'}
        </span>
      </span>
    </li>
  );
}
