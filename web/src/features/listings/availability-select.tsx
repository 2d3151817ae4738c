import { Form } from 'react-bootstrap';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVAILABILITIES, type Availability, type Listing } from '@dawalink/shared';
import { notify } from '../../lib/notify';
import { errorMessage } from '../../lib/api';
import { listingKeys, listingsApi } from './listings-api';
import { stockMsg } from '../../lib/i18n-stock';
import { listingsUi } from '../../lib/i18n-listings-ui';

/**
 * The seller's one-tap availability of a line: choosing saves at once (no form, no dialog), the list follows the
 * saved row. Coloured by state so an out-of-stock line stands out while scrolling.
 */
export function AvailabilitySelect({ listing }: { listing: Listing }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: listingsApi.setAvailability,
    onSuccess: async (saved) => {
      notify.success(`${saved.product_name}: ${stockMsg().availabilityLabel[saved.availability]}`);
      await queryClient.invalidateQueries({ queryKey: listingKeys.all() });
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  const value = save.isPending ? save.variables.availability : listing.availability;
  return (
    <Form.Select
      size="sm"
      className={`availability-select availability-${value}`}
      aria-label={listingsUi().availabilityOf(listing.product_name)}
      value={value}
      disabled={save.isPending}
      onClick={(e) => e.stopPropagation()}
      onChange={(e) => save.mutate({ listing, availability: e.target.value as Availability })}
    >
      {AVAILABILITIES.map((a) => (
        <option key={a} value={a}>
          {stockMsg().availabilityLabel[a]}
        </option>
      ))}
    </Form.Select>
  );
}
