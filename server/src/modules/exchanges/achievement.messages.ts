import { defineMessages } from '@formatjs/intl';

/**
 * The achievements' titles and descriptions, by key, and the levels' names, by level: words of the
 * product, said in the reader's language (My Profile, `GET /api/dashboard`). Their English is the
 * product's own, written only here.
 */
export const AchievementWords = {
  profile_completed: defineMessages({
    title: { id: 'achievements.profileCompleted.title', defaultMessage: 'All Set' },
    description: { id: 'achievements.profileCompleted.description', defaultMessage: 'Completed your profile' },
  }),
  first_service: defineMessages({
    title: { id: 'achievements.firstService.title', defaultMessage: 'Open for Business' },
    description: { id: 'achievements.firstService.description', defaultMessage: 'Published your first service' },
  }),
  first_exchange: defineMessages({
    title: { id: 'achievements.firstExchange.title', defaultMessage: 'First Exchange' },
    description: { id: 'achievements.firstExchange.description', defaultMessage: 'Completed your first exchange' },
  }),
  first_testimonial: defineMessages({
    title: { id: 'achievements.firstTestimonial.title', defaultMessage: 'Kind Words' },
    description: { id: 'achievements.firstTestimonial.description', defaultMessage: 'Wrote your first testimonial' },
  }),
  five_exchanges: defineMessages({
    title: { id: 'achievements.fiveExchanges.title', defaultMessage: 'Regular' },
    description: { id: 'achievements.fiveExchanges.description', defaultMessage: 'Completed 5 exchanges' },
  }),
  twenty_five_exchanges: defineMessages({
    title: { id: 'achievements.twentyFiveExchanges.title', defaultMessage: 'Pillar of the Community' },
    description: { id: 'achievements.twentyFiveExchanges.description', defaultMessage: 'Completed 25 exchanges' },
  }),
  three_referrals: defineMessages({
    title: { id: 'achievements.threeReferrals.title', defaultMessage: 'Connector' },
    description: {
      id: 'achievements.threeReferrals.description',
      defaultMessage: 'Brought 3 members who completed their profile',
    },
  }),
  premium: defineMessages({
    title: { id: 'achievements.premium.title', defaultMessage: 'Premium Member' },
    description: { id: 'achievements.premium.description', defaultMessage: 'Upgraded to Premium' },
  }),
} as const;

export const LevelNames = defineMessages({
  1: { id: 'achievements.level.1', defaultMessage: 'Newcomer' },
  2: { id: 'achievements.level.2', defaultMessage: 'Explorer' },
  3: { id: 'achievements.level.3', defaultMessage: 'Contributor' },
  4: { id: 'achievements.level.4', defaultMessage: 'Connector' },
  5: { id: 'achievements.level.5', defaultMessage: 'Mentor' },
  6: { id: 'achievements.level.6', defaultMessage: 'Luminary' },
});
