// What the shell and other features use from Discover.
export { DiscoverView } from './components/DiscoverView';
export { DiscoverServicesQuery } from './operations';
export { ListingCard, OwnListingTag, type ListingCardProps } from './components/ListingCard';
