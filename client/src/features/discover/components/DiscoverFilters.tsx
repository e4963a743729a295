import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useMediaQuery } from '../../../shared/lib/useMediaQuery';
import { Button, Field, Icon, Switch } from '../../../shared/ui';
import { COST_BOUNDS, type CostErrors } from '../lib/filters';

export interface DiscoverFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  category: string;
  onCategory: (value: string) => void;
  categories: ReadonlyArray<{ value: string; label: string }>;
  premiumOnly: boolean;
  onPremiumOnly: (value: boolean) => void;
  minCost: string;
  onMinCost: (value: string) => void;
  maxCost: string;
  onMaxCost: (value: string) => void;
  costErrors: CostErrors;
  moreOpen: boolean;
  onToggleMore: () => void;
  onClear: () => void;
}

/** The Discover toolbar: search, category, Premium, and the More panel (Min/Max EP, Clear filters). */
/** The search box's hint; phones get the short one, which fits its width whole (down to 320 px). */
export const SEARCH_PLACEHOLDER = defineMessages({
  wide: { id: 'discover.filters.searchPlaceholder', defaultMessage: 'Search services, skills or coaches…' },
  narrow: { id: 'discover.filters.searchPlaceholderShort', defaultMessage: 'Service, skill or coach' },
});

export function DiscoverFilters(props: DiscoverFiltersProps) {
  const intl = useIntl();
  const panelId = useId();
  const narrow = useMediaQuery('(max-width: 600px)');
  return (
    <div
      className="discover-filters ui-stack panel"
      role="search"
      aria-label={intl.formatMessage({ id: 'discover.filters.label', defaultMessage: 'Service filters' })}
    >
      <div className="discover-filters__row ui-row">
        <div className="discover-filters__search">
          <Icon name="search" size={18} className="discover-filters__search-icon" />
          <Field
            label={intl.formatMessage({ id: 'discover.filters.search', defaultMessage: 'Search services' })}
            hideLabel
            type="search"
            name="search"
            placeholder={intl.formatMessage(narrow ? SEARCH_PLACEHOLDER.narrow : SEARCH_PLACEHOLDER.wide)}
            autoComplete="off"
            maxLength={200}
            value={props.search}
            onChange={(event) => props.onSearch(event.target.value)}
          />
        </div>
        <Field
          as="select"
          label={intl.formatMessage({ id: 'discover.filters.category', defaultMessage: 'Category' })}
          hideLabel
          name="category"
          className="discover-filters__category"
          value={props.category}
          onChange={(event) => props.onCategory(event.target.value)}
        >
          <option value="">
            {intl.formatMessage({ id: 'discover.filters.allCategories', defaultMessage: 'All categories' })}
          </option>
          {props.categories.map((category) => (
            <option key={category.value} value={category.value}>
              {category.label}
            </option>
          ))}
        </Field>
        <Switch
          label={intl.formatMessage({ id: 'discover.filters.premium', defaultMessage: 'Premium' })}
          checked={props.premiumOnly}
          onChange={props.onPremiumOnly}
        />
        <Button
          variant="secondary"
          icon={<Icon name="sliders" size={18} />}
          aria-expanded={props.moreOpen}
          aria-controls={panelId}
          onClick={props.onToggleMore}
        >
          <FormattedMessage id="discover.filters.more" defaultMessage="More" />
        </Button>
      </div>
      <div id={panelId} className="discover-filters__more" hidden={!props.moreOpen}>
        <Field
          label={intl.formatMessage({ id: 'discover.filters.minCost', defaultMessage: 'Min EP' })}
          type="number"
          name="minCost"
          inputMode="numeric"
          min={COST_BOUNDS.min}
          max={COST_BOUNDS.max}
          step={1}
          placeholder={String(COST_BOUNDS.min)}
          value={props.minCost}
          onChange={(event) => props.onMinCost(event.target.value)}
          error={props.costErrors.minCost}
        />
        <Field
          label={intl.formatMessage({ id: 'discover.filters.maxCost', defaultMessage: 'Max EP' })}
          type="number"
          name="maxCost"
          inputMode="numeric"
          min={COST_BOUNDS.min}
          max={COST_BOUNDS.max}
          step={1}
          placeholder={String(COST_BOUNDS.max)}
          value={props.maxCost}
          onChange={(event) => props.onMaxCost(event.target.value)}
          error={props.costErrors.maxCost}
        />
        <Button variant="ghost" className="discover-filters__clear" onClick={props.onClear}>
          <FormattedMessage id="discover.filters.clear" defaultMessage="Clear filters" />
        </Button>
      </div>
    </div>
  );
}
