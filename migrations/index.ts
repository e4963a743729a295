// Every migration, in order. Imported explicitly (not globbed) so that the built server and the
// tests load exactly the same list.
import { InitialSchema1763700000000 } from './1763700000000-InitialSchema.js';
import { OfferSearch1763800000000 } from './1763800000000-OfferSearch.js';
import { ExchangeEconomy1763900000000 } from './1763900000000-ExchangeEconomy.js';
import { PremiumCheckout1764000000000 } from './1764000000000-PremiumCheckout.js';
import { RateLimits1764100000000 } from './1764100000000-RateLimits.js';
import { ReadPathTuning1764200000000 } from './1764200000000-ReadPathTuning.js';
import { UncachedSystemBalances1764300000000 } from './1764300000000-UncachedSystemBalances.js';
import { MailboxProofAndSessions1764400000000 } from './1764400000000-MailboxProofAndSessions.js';
import { KnownTimeZones1764410000000 } from './1764410000000-KnownTimeZones.js';
import { CancelledSessions1764420000000 } from './1764420000000-CancelledSessions.js';
import { Conversations1764440000000 } from './1764440000000-Conversations.js';
import { CalendarFeeds1764441000000 } from './1764441000000-CalendarFeeds.js';
import { MailOutbox1764450000000 } from './1764450000000-MailOutbox.js';
import { SwapsAndNeeds1764460000000 } from './1764460000000-SwapsAndNeeds.js';
import { ExchangeDisputes1764470000000 } from './1764470000000-ExchangeDisputes.js';
import { AccountLifecycle1764480000000 } from './1764480000000-AccountLifecycle.js';
import { PicturesAsMedia1764490000000 } from './1764490000000-PicturesAsMedia.js';
import { OneRoundTripSettlement1764491000000 } from './1764491000000-OneRoundTripSettlement.js';
import { RetireCategories1764500000000 } from './1764500000000-RetireCategories.js';
import { CoachListing1764520000000 } from './1764520000000-CoachListing.js';
import { SearchWords1764521000000 } from './1764521000000-SearchWords.js';
import { ReliabilityCounters1764530000000 } from './1764530000000-ReliabilityCounters.js';
import { SwapRings1764540000000 } from './1764540000000-SwapRings.js';
import { SearchPostings1764560000000 } from './1764560000000-SearchPostings.js';
import { CoachSkillCounts1764561000000 } from './1764561000000-CoachSkillCounts.js';
import { SetBasedCoachListing1764562000000 } from './1764562000000-SetBasedCoachListing.js';
import { MatchIndexes1764563000000 } from './1764563000000-MatchIndexes.js';
import { SettlementInOneStatement1764570000000 } from './1764570000000-SettlementInOneStatement.js';
import { NeedPostings1764580000000 } from './1764580000000-NeedPostings.js';
import { MatchCandidates1764581000000 } from './1764581000000-MatchCandidates.js';
import { GenericReliabilityPlans1764595000000 } from './1764595000000-GenericReliabilityPlans.js';
import { GroupSettlement1764595100000 } from './1764595100000-GroupSettlement.js';
import { KeptMatchLists1764600000000 } from './1764600000000-KeptMatchLists.js';
import { ReversalClaims1764610000000 } from './1764610000000-ReversalClaims.js';
import { CodesPeopleRequest1764613000000 } from './1764613000000-CodesPeopleRequest.js';

export const migrations = [InitialSchema1763700000000, OfferSearch1763800000000, ExchangeEconomy1763900000000, PremiumCheckout1764000000000, RateLimits1764100000000, ReadPathTuning1764200000000, UncachedSystemBalances1764300000000, MailboxProofAndSessions1764400000000, KnownTimeZones1764410000000, CancelledSessions1764420000000, Conversations1764440000000, CalendarFeeds1764441000000, MailOutbox1764450000000, SwapsAndNeeds1764460000000, ExchangeDisputes1764470000000, AccountLifecycle1764480000000, PicturesAsMedia1764490000000, OneRoundTripSettlement1764491000000, RetireCategories1764500000000, CoachListing1764520000000, SearchWords1764521000000, ReliabilityCounters1764530000000, SwapRings1764540000000, SearchPostings1764560000000, CoachSkillCounts1764561000000, SetBasedCoachListing1764562000000, MatchIndexes1764563000000, SettlementInOneStatement1764570000000, NeedPostings1764580000000, MatchCandidates1764581000000, GenericReliabilityPlans1764595000000, GroupSettlement1764595100000, KeptMatchLists1764600000000, ReversalClaims1764610000000, CodesPeopleRequest1764613000000];
