/**
 * The fixed demo catalogue (docs/design.md §5): coaches with profiles, skills, availability and services
 * across the categories, so a new member sees a living catalogue. Ids are fixed, which makes
 * loading idempotent.
 */
export interface DemoCoach {
  id: string;
  email: string;
  fullName: string;
  userType: 'free' | 'premium';
  timezone: string;
  bio: string;
  location: string;
  experienceYears: number;
  skills: string[];
  /** weekday (0 = monday) → hours */
  availability: Record<number, number[]>;
  services: Array<{
    id: string;
    title: string;
    description: string;
    category: string;
    durationMinutes: number;
    energyCost: number;
    maxParticipants: number;
  }>;
}

type DemoService = DemoCoach['services'][number];

const weekdays = (hours: number[]) => ({ 0: hours, 1: hours, 2: hours, 3: hours, 4: hours });

/**
 * Demo ids are fixed, so that loading again finds the rows of the first load: member n is
 * 00000000-0000-4000-8000-00000000000n and service n is 10000000-…-n (the first digit tells the two
 * apart). Every demo member's address is a mailbox at one domain nobody receives mail for.
 */
const demoId = (firstDigit: 0 | 1, serial: number) =>
  `${firstDigit}0000000-0000-4000-8000-${String(serial).padStart(12, '0')}`;
const DEMO_MAIL_DOMAIN = 'demo.energy-exchange.local';

/** A demo coach as the list below writes them: their serial and mailbox, their profile, and their services by serial. */
function demoCoach(
  serial: number,
  mailbox: string,
  {
    services,
    ...profile
  }: Omit<DemoCoach, 'id' | 'email' | 'services'> & { services: Array<Omit<DemoService, 'id'> & { serial: number }> },
): DemoCoach {
  return {
    id: demoId(0, serial),
    email: `${mailbox}@${DEMO_MAIL_DOMAIN}`,
    ...profile,
    services: services.map(({ serial: serviceSerial, ...service }) => ({ id: demoId(1, serviceSerial), ...service })),
  };
}

export const DEMO_COACHES: DemoCoach[] = [
  demoCoach(1, 'maya.chen', {
    fullName: 'Maya Chen',
    userType: 'premium',
    timezone: 'America/New_York',
    bio: 'Business coach for solopreneurs. I help you turn a side project into a calm, profitable business without burning out.',
    location: 'New York, USA',
    experienceYears: 12,
    skills: ['Business Coaching', 'Sales', 'Productivity'],
    availability: weekdays([9, 10, 11, 14, 15]),
    services: [
      {
        serial: 1,
        title: 'Business Model Deep Dive',
        description: 'We map your offer, pricing and channels, and leave with a one-page plan for the next 90 days.',
        category: 'business_coaching',
        durationMinutes: 90,
        energyCost: 5,
        maxParticipants: 1,
      },
      {
        serial: 2,
        title: 'Sales Call Role-Play',
        description: 'Practise discovery calls and objection handling with live feedback on your pitch.',
        category: 'sales',
        durationMinutes: 45,
        energyCost: 3,
        maxParticipants: 2,
      },
    ],
  }),
  demoCoach(2, 'leo.martins', {
    fullName: 'Leo Martins',
    userType: 'free',
    timezone: 'Europe/Lisbon',
    bio: 'Content strategist and video creator. Short-form video, storytelling and building an audience that trusts you.',
    location: 'Lisbon, Portugal',
    experienceYears: 6,
    skills: ['Content Creation', 'Social Media', 'Photography & Video'],
    availability: { 0: [10, 11, 12], 2: [10, 11, 12, 16], 4: [9, 10] },
    services: [
      {
        serial: 3,
        title: 'Short-Form Video Audit',
        description:
          'I review your last ten reels or shorts and give you hooks, pacing and editing fixes you can apply today.',
        category: 'content_creation',
        durationMinutes: 60,
        energyCost: 2,
        maxParticipants: 1,
      },
      {
        serial: 4,
        title: 'Instagram Growth Plan',
        description: 'A posting rhythm, content pillars and engagement routine tailored to your niche.',
        category: 'social_media',
        durationMinutes: 60,
        energyCost: 3,
        maxParticipants: 3,
      },
    ],
  }),
  demoCoach(3, 'amara.okafor', {
    fullName: 'Amara Okafor',
    userType: 'premium',
    timezone: 'Africa/Lagos',
    bio: 'Certified life coach focused on confidence, boundaries and big career transitions.',
    location: 'Lagos, Nigeria',
    experienceYears: 9,
    skills: ['Life Coaching', 'Career Coaching', 'Public Speaking'],
    availability: weekdays([8, 9, 17, 18]),
    services: [
      {
        serial: 5,
        title: 'Career Transition Clarity Session',
        description: 'Untangle what you want next, name your transferable strengths and draft your first three moves.',
        category: 'career_coaching',
        durationMinutes: 60,
        energyCost: 4,
        maxParticipants: 1,
      },
      {
        serial: 6,
        title: 'Confident Speaking Workshop',
        description: 'Breathing, structure and presence for talks, pitches and meetings, in a small supportive group.',
        category: 'public_speaking',
        durationMinutes: 120,
        energyCost: 6,
        maxParticipants: 6,
      },
      {
        serial: 7,
        title: 'Boundaries Reset',
        description: 'A life coaching session to spot where your energy leaks and practise the words to protect it.',
        category: 'life_coaching',
        durationMinutes: 45,
        energyCost: 2,
        maxParticipants: 1,
      },
    ],
  }),
  demoCoach(4, 'sofia.rossi', {
    fullName: 'Sofia Rossi',
    userType: 'free',
    timezone: 'Europe/Rome',
    bio: 'Yoga teacher and mindfulness guide. Gentle practices for busy founders.',
    location: 'Milan, Italy',
    experienceYears: 7,
    skills: ['Mindfulness & Meditation', 'Fitness & Movement', 'Health & Wellness'],
    availability: { 0: [7, 8, 18], 1: [7, 8, 18], 3: [7, 8, 18], 5: [9, 10] },
    services: [
      {
        serial: 8,
        title: 'Morning Mobility Flow',
        description: 'A 30-minute yoga and mobility routine you can repeat every morning, adapted to your body.',
        category: 'fitness',
        durationMinutes: 30,
        energyCost: 1,
        maxParticipants: 5,
      },
      {
        serial: 9,
        title: 'Mindfulness for Founders',
        description: 'Meditation basics and a stress toolkit for people who never stop thinking about work.',
        category: 'mindfulness',
        durationMinutes: 45,
        energyCost: 2,
        maxParticipants: 4,
      },
    ],
  }),
  demoCoach(5, 'james.walker', {
    fullName: 'James Walker',
    userType: 'free',
    timezone: 'Europe/London',
    bio: 'Conversion copywriter. Landing pages, email sequences and offers that sound like you.',
    location: 'London, UK',
    experienceYears: 10,
    skills: ['Copywriting', 'Marketing'],
    availability: weekdays([10, 11, 13, 14]),
    services: [
      {
        serial: 10,
        title: 'Landing Page Copy Review',
        description: 'Line-by-line feedback on your headline, proof and call to action, with rewrites.',
        category: 'copywriting',
        durationMinutes: 60,
        energyCost: 3,
        maxParticipants: 1,
      },
      {
        serial: 11,
        title: 'Email Welcome Sequence',
        description: 'Plan a five-email welcome sequence that turns subscribers into clients.',
        category: 'marketing',
        durationMinutes: 90,
        energyCost: 4,
        maxParticipants: 1,
      },
    ],
  }),
  demoCoach(6, 'priya.nair', {
    fullName: 'Priya Nair',
    userType: 'premium',
    timezone: 'Asia/Kolkata',
    bio: 'Brand designer. Logos, colour systems and simple brand kits for personal brands.',
    location: 'Bengaluru, India',
    experienceYears: 8,
    skills: ['Design & Branding', 'Web Development'],
    availability: { 1: [9, 10, 11, 15], 2: [9, 10, 11, 15], 3: [9, 10], 4: [15, 16] },
    services: [
      {
        serial: 12,
        title: 'Personal Brand Kit Sprint',
        description: 'Pick fonts, colours and a logo direction together, and leave with a one-page brand guide.',
        category: 'design',
        durationMinutes: 120,
        energyCost: 8,
        maxParticipants: 1,
      },
      {
        serial: 13,
        title: 'Website Teardown',
        description: 'A friendly critique of your website design, speed and structure with a prioritised fix list.',
        category: 'web_development',
        durationMinutes: 45,
        energyCost: 2,
        maxParticipants: 2,
      },
    ],
  }),
  demoCoach(7, 'daniel.kim', {
    fullName: 'Daniel Kim',
    userType: 'free',
    timezone: 'Asia/Seoul',
    bio: 'Money coach for freelancers: pricing, taxes set-asides and a budget you will actually keep.',
    location: 'Seoul, South Korea',
    experienceYears: 4,
    skills: ['Finance & Money', 'Productivity'],
    availability: { 0: [19], 2: [19], 5: [10, 11, 12], 6: [10, 11] },
    services: [
      {
        serial: 14,
        title: 'Freelancer Pricing Check-Up',
        description: 'Work out your real hourly floor and restructure your packages so the numbers add up.',
        category: 'finance',
        durationMinutes: 60,
        energyCost: 3,
        maxParticipants: 1,
      },
    ],
  }),
  demoCoach(8, 'elena.garcia', {
    fullName: 'Elena García',
    userType: 'free',
    timezone: 'America/Mexico_City',
    bio: 'Nutritionist and Spanish tutor. Healthy habits and conversational Spanish, one small step at a time.',
    location: 'Mexico City, Mexico',
    experienceYears: 5,
    skills: ['Nutrition', 'Languages', 'Health & Wellness'],
    availability: weekdays([8, 12, 16]),
    services: [
      {
        serial: 15,
        title: 'Meal Planning for Busy Weeks',
        description: 'Build a realistic weekly meal plan and shopping list around your schedule and tastes.',
        category: 'nutrition',
        durationMinutes: 45,
        energyCost: 2,
        maxParticipants: 2,
      },
      {
        serial: 16,
        title: 'Conversational Spanish Practice',
        description: 'Relaxed Spanish conversation practice with corrections and new vocabulary after each session.',
        category: 'languages',
        durationMinutes: 30,
        energyCost: 1,
        maxParticipants: 3,
      },
    ],
  }),
];
