import type { FlightSearchFormValues } from '@travel/shared';
import { addDays, sitePaths, todayInIndia } from '@travel/shared/contracts/plain';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import styled from 'styled-components';
import type { SearchState } from '../search-params';
import { RouteFields } from './route-fields';
import { TravellersAndCabinFields } from './travellers-and-cabin-fields';
import { TripTypeField } from './trip-type-field';
import { useT } from '@travel/shared/i18n';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export function formValuesOf(state: SearchState): FlightSearchFormValues {
  return {
    trip: state.returnDate ? 'round-trip' : 'one-way',
    from: state.from,
    to: state.to,
    date: state.date || addDays(todayInIndia(), 7),
    returnDate: state.returnDate,
    adults: state.adults,
    children: state.children,
    infants: state.infants,
    cabin: state.cabin,
  };
}

/**
 * Checks the form with the contract's schema, fetched (with zod) on the first search: the page
 * starts without them. Should their files not come, the search goes ahead and the api checks it.
 */
const searchResolver: Resolver<FlightSearchFormValues> = async (values, context, options) => {
  const loaded = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@travel/shared/contracts/schemas'),
  ]).catch(() => undefined);
  if (!loaded) return { values, errors: {} };
  const [{ zodResolver }, { flightSearchFormSchema }] = loaded;
  return zodResolver(flightSearchFormSchema())(values, context, options);
};

/** One-way or round trip, where, when, who and which cabin; a valid search becomes the URL. */
export function SearchForm({
  initial,
  onSearch,
}: {
  initial: FlightSearchFormValues;
  onSearch: (values: FlightSearchFormValues) => void;
}) {
  const t = useT();
  const form = useForm<FlightSearchFormValues>({
    resolver: searchResolver,
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const trip = useWatch({ control: form.control, name: 'trip' });
  const date = useWatch({ control: form.control, name: 'date' });

  return (
    // Before the page's scripts have run, the browser sends the form itself: the results page
    // reads the same query (an airport box sends its text, "Mumbai (BOM)", which it reads too).
    <Form
      action={sitePaths.flights}
      method="get"
      onSubmit={form.handleSubmit(onSearch)}
      noValidate
      aria-label={t('flights.search.form')}
    >
      <TripTypeField form={form} />
      <RouteFields form={form} trip={trip} date={date} />
      <TravellersAndCabinFields form={form} />
    </Form>
  );
}
