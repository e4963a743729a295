/**
 * The PlatformStats operation of operations.ts as text, for the landing's one call made without
 * Apollo (the landing loads no GraphQL client: see app/VisitorApp.tsx). It lives apart from
 * operations.ts, whose graphql() import would bring every document of the app along. A test keeps
 * it equal to PlatformStatsQuery.
 */
export const PLATFORM_STATS_TEXT = 'query PlatformStats { platformStats { memberCount } }';
