import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const headingId = useId();
  // Refetched whenever My Profile is shown: exchanges and testimonials change it elsewhere.
  const { data, error, refetch } = useQuery(MyAchievementsQuery, { fetchPolicy: 'cache-and-network' });
  const me = data?.me;

  return (
    <section className="panel achievements ui-stack" aria-labelledby={headingId}>
      <h2 id={headingId} className="achievements__title">
        <FormattedMessage id="profile.achievements.title" defaultMessage="Level & Achievements" />
      </h2>
      {me ? (
        <>
          <LevelProgress level={me.level} />
          <AchievementList achievements={me.achievements} />
        </>
      ) : error ? (
        <p className="achievements__muted">
          <FormattedMessage
            id="profile.achievements.loadFailed"
            defaultMessage="Achievements could not be loaded. <retry>Try again</retry>"
            values={{
              retry: (chunks) => (
                <button
                  type="button"
                  className="btn ui-inline-center btn--link btn--sm"
                  onClick={() => void refetch().catch(() => {})}
                >
                  {chunks}
                </button>
              ),
            }}
          />
        </p>
      ) : (
        <ListSkeleton
          label={intl.formatMessage({ id: 'profile.achievements.loading', defaultMessage: 'Loading achievements…' })}
          count={1}
        />
      )}
    </section>
  );
}

function LevelProgress({ level }: { level: Level }) {
  const intl = useIntl();
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
          <FormattedMessage
            id="profile.achievements.level"
            defaultMessage="Level {level} · {name}"
            values={{ level: level.level, name: level.name }}
          />
        </p>
        <p className="level__xp">
          <FormattedMessage id="profile.achievements.xp" defaultMessage="{xp} XP" values={{ xp: level.xp }} />
        </p>
        <div
          className="level__bar ui-pill"
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={
            level.nextLevelName && level.nextLevelXp != null
              ? intl.formatMessage(
                  { id: 'profile.achievements.progress', defaultMessage: '{xp} of {next} XP towards {name}' },
                  { xp: level.xp, next: level.nextLevelXp, name: level.nextLevelName },
                )
              : intl.formatMessage({ id: 'profile.achievements.highest', defaultMessage: 'Highest level reached' })
          }
        >
          <span className="level__fill" style={{ width: `${percent}%` }} />
        </div>
        <p className="level__next">
          {level.nextLevelName && toNext != null
            ? intl.formatMessage(
                { id: 'profile.achievements.toNext', defaultMessage: '{xp} XP to Level {level} · {name}' },
                { xp: toNext, level: level.level + 1, name: level.nextLevelName },
              )
            : intl.formatMessage({
                id: 'profile.achievements.highestReached',
                defaultMessage: 'You reached the highest level.',
              })}
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
        <h3 className="achievement-groups__title">
          <FormattedMessage
            id="profile.achievements.earned"
            defaultMessage="Earned ({count})"
            values={{ count: earned.length }}
          />
        </h3>
        {earned.length === 0 ? (
          <p className="achievements__muted">
            <FormattedMessage
              id="profile.achievements.none"
              defaultMessage="No badges yet: complete an exchange or write a testimonial to earn your first."
            />
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
          <h3 className="achievement-groups__title">
            <FormattedMessage
              id="profile.achievements.lockedCount"
              defaultMessage="Not earned yet ({count})"
              values={{ count: locked.length }}
            />
          </h3>
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
          {a.earned ? (
            a.earnedAt ? (
              <FormattedMessage
                id="profile.achievements.earnedOn"
                defaultMessage="Earned {date}"
                values={{ date: formatDate(a.earnedAt) }}
              />
            ) : (
              <FormattedMessage id="profile.achievements.earnedBadge" defaultMessage="Earned" />
            )
          ) : (
            <FormattedMessage id="profile.achievements.locked" defaultMessage="Not earned yet" />
          )}
        </span>
      </span>
    </li>
  );
}
