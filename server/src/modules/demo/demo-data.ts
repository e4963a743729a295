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
  offers: Array<{ id: string; title: string; description: string; category: string; durationMinutes: number; energyCost: number; maxParticipants: number }>;
}

const weekdays = (hours: number[]) => ({ 0: hours, 1: hours, 2: hours, 3: hours, 4: hours });

export const DEMO_COACHES: DemoCoach[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'maya.chen@demo.energy-exchange.local',
    fullName: 'Maya Chen',
    userType: 'premium',
    timezone: 'America/New_York',
    bio: 'Business coach for solopreneurs. I help you turn a side project into a calm, profitable business without burning out.',
    location: 'New York, USA',
    experienceYears: 12,
    skills: ['Business Coaching', 'Sales', 'Productivity'],
    availability: weekdays([9, 10, 11, 14, 15]),
    offers: [
      { id: '10000000-0000-4000-8000-000000000001', title: 'Business Model Deep Dive', description: 'We map your offer, pricing and channels, and leave with a one-page plan for the next 90 days.', category: 'business_coaching', durationMinutes: 90, energyCost: 5, maxParticipants: 1 },
      { id: '10000000-0000-4000-8000-000000000002', title: 'Sales Call Role-Play', description: 'Practise discovery calls and objection handling with live feedback on your pitch.', category: 'sales', durationMinutes: 45, energyCost: 3, maxParticipants: 2 },
    ],
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    email: 'leo.martins@demo.energy-exchange.local',
    fullName: 'Leo Martins',
    userType: 'free',
    timezone: 'Europe/Lisbon',
    bio: 'Content strategist and video creator. Short-form video, storytelling and building an audience that trusts you.',
    location: 'Lisbon, Portugal',
    experienceYears: 6,
    skills: ['Content Creation', 'Social Media', 'Photography & Video'],
    availability: { 0: [10, 11, 12], 2: [10, 11, 12, 16], 4: [9, 10] },
    offers: [
      { id: '10000000-0000-4000-8000-000000000003', title: 'Short-Form Video Audit', description: 'I review your last ten reels or shorts and give you hooks, pacing and editing fixes you can apply today.', category: 'content_creation', durationMinutes: 60, energyCost: 2, maxParticipants: 1 },
      { id: '10000000-0000-4000-8000-000000000004', title: 'Instagram Growth Plan', description: 'A posting rhythm, content pillars and engagement routine tailored to your niche.', category: 'social_media', durationMinutes: 60, energyCost: 3, maxParticipants: 3 },
    ],
  },
  {
    id: '00000000-0000-4000-8000-000000000003',
    email: 'amara.okafor@demo.energy-exchange.local',
    fullName: 'Amara Okafor',
    userType: 'premium',
    timezone: 'Africa/Lagos',
    bio: 'Certified life coach focused on confidence, boundaries and big career transitions.',
    location: 'Lagos, Nigeria',
    experienceYears: 9,
    skills: ['Life Coaching', 'Career Coaching', 'Public Speaking'],
    availability: weekdays([8, 9, 17, 18]),
    offers: [
      { id: '10000000-0000-4000-8000-000000000005', title: 'Career Transition Clarity Session', description: 'Untangle what you want next, name your transferable strengths and draft your first three moves.', category: 'career_coaching', durationMinutes: 60, energyCost: 4, maxParticipants: 1 },
      { id: '10000000-0000-4000-8000-000000000006', title: 'Confident Speaking Workshop', description: 'Breathing, structure and presence for talks, pitches and meetings, in a small supportive group.', category: 'public_speaking', durationMinutes: 120, energyCost: 6, maxParticipants: 6 },
      { id: '10000000-0000-4000-8000-000000000007', title: 'Boundaries Reset', description: 'A life coaching session to spot where your energy leaks and practise the words to protect it.', category: 'life_coaching', durationMinutes: 45, energyCost: 2, maxParticipants: 1 },
    ],
  },
  {
    id: '00000000-0000-4000-8000-000000000004',
    email: 'sofia.rossi@demo.energy-exchange.local',
    fullName: 'Sofia Rossi',
    userType: 'free',
    timezone: 'Europe/Rome',
    bio: 'Yoga teacher and mindfulness guide. Gentle practices for busy founders.',
    location: 'Milan, Italy',
    experienceYears: 7,
    skills: ['Mindfulness & Meditation', 'Fitness & Movement', 'Health & Wellness'],
    availability: { 0: [7, 8, 18], 1: [7, 8, 18], 3: [7, 8, 18], 5: [9, 10] },
    offers: [
      { id: '10000000-0000-4000-8000-000000000008', title: 'Morning Mobility Flow', description: 'A 30-minute yoga and mobility routine you can repeat every morning, adapted to your body.', category: 'fitness', durationMinutes: 30, energyCost: 1, maxParticipants: 5 },
      { id: '10000000-0000-4000-8000-000000000009', title: 'Mindfulness for Founders', description: 'Meditation basics and a stress toolkit for people who never stop thinking about work.', category: 'mindfulness', durationMinutes: 45, energyCost: 2, maxParticipants: 4 },
    ],
  },
  {
    id: '00000000-0000-4000-8000-000000000005',
    email: 'james.walker@demo.energy-exchange.local',
    fullName: 'James Walker',
    userType: 'free',
    timezone: 'Europe/London',
    bio: 'Conversion copywriter. Landing pages, email sequences and offers that sound like you.',
    location: 'London, UK',
    experienceYears: 10,
    skills: ['Copywriting', 'Marketing'],
    availability: weekdays([10, 11, 13, 14]),
    offers: [
      { id: '10000000-0000-4000-8000-000000000010', title: 'Landing Page Copy Review', description: 'Line-by-line feedback on your headline, proof and call to action, with rewrites.', category: 'copywriting', durationMinutes: 60, energyCost: 3, maxParticipants: 1 },
      { id: '10000000-0000-4000-8000-000000000011', title: 'Email Welcome Sequence', description: 'Plan a five-email welcome sequence that turns subscribers into clients.', category: 'marketing', durationMinutes: 90, energyCost: 4, maxParticipants: 1 },
    ],
  },
  {
    id: '00000000-0000-4000-8000-000000000006',
    email: 'priya.nair@demo.energy-exchange.local',
    fullName: 'Priya Nair',
    userType: 'premium',
    timezone: 'Asia/Kolkata',
    bio: 'Brand designer. Logos, colour systems and simple brand kits for personal brands.',
    location: 'Bengaluru, India',
    experienceYears: 8,
    skills: ['Design & Branding', 'Web Development'],
    availability: { 1: [9, 10, 11, 15], 2: [9, 10, 11, 15], 3: [9, 10], 4: [15, 16] },
    offers: [
      { id: '10000000-0000-4000-8000-000000000012', title: 'Personal Brand Kit Sprint', description: 'Pick fonts, colours and a logo direction together, and leave with a one-page brand guide.', category: 'design', durationMinutes: 120, energyCost: 8, maxParticipants: 1 },
      { id: '10000000-0000-4000-8000-000000000013', title: 'Website Teardown', description: 'A friendly critique of your website design, speed and structure with a prioritised fix list.', category: 'web_development', durationMinutes: 45, energyCost: 2, maxParticipants: 2 },
    ],
  },
  {
    id: '00000000-0000-4000-8000-000000000007',
    email: 'daniel.kim@demo.energy-exchange.local',
    fullName: 'Daniel Kim',
    userType: 'free',
    timezone: 'Asia/Seoul',
    bio: 'Money coach for freelancers: pricing, taxes set-asides and a budget you will actually keep.',
    location: 'Seoul, South Korea',
    experienceYears: 4,
    skills: ['Finance & Money', 'Productivity'],
    availability: { 0: [19], 2: [19], 5: [10, 11, 12], 6: [10, 11] },
    offers: [
      { id: '10000000-0000-4000-8000-000000000014', title: 'Freelancer Pricing Check-Up', description: 'Work out your real hourly floor and restructure your packages so the numbers add up.', category: 'finance', durationMinutes: 60, energyCost: 3, maxParticipants: 1 },
    ],
  },
  {
    id: '00000000-0000-4000-8000-000000000008',
    email: 'elena.garcia@demo.energy-exchange.local',
    fullName: 'Elena García',
    userType: 'free',
    timezone: 'America/Mexico_City',
    bio: 'Nutritionist and Spanish tutor. Healthy habits and conversational Spanish, one small step at a time.',
    location: 'Mexico City, Mexico',
    experienceYears: 5,
    skills: ['Nutrition', 'Languages', 'Health & Wellness'],
    availability: weekdays([8, 12, 16]),
    offers: [
      { id: '10000000-0000-4000-8000-000000000015', title: 'Meal Planning for Busy Weeks', description: 'Build a realistic weekly meal plan and shopping list around your schedule and tastes.', category: 'nutrition', durationMinutes: 45, energyCost: 2, maxParticipants: 2 },
      { id: '10000000-0000-4000-8000-000000000016', title: 'Conversational Spanish Practice', description: 'Relaxed Spanish conversation practice with corrections and new vocabulary after each session.', category: 'languages', durationMinutes: 30, energyCost: 1, maxParticipants: 3 },
    ],
  },
];
