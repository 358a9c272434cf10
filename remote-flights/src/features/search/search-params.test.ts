import { describe, expect, it } from 'vitest';
import { readSearch, searchRequest, writeSearch } from './search-params';

describe('the search in the URL', () => {
  it('reads back what it wrote, filters and page included', () => {
    const query =
      'from=DEL&to=BOM&date=2026-12-08&returnDate=2026-12-10&adults=2&children=1&infants=1&cabin=business&sort=duration&stops=0&airlines=6E,AI&dep=morning&arr=night&priceMin=4000&priceMax=9000&page=2';
    const state = readSearch(new URLSearchParams(query));
    expect(writeSearch(state).toString()).toBe(query.replace('6E,AI', '6E%2CAI'));
    expect(searchRequest(state)).toMatchObject({
      from: 'DEL',
      returnDate: '2026-12-10',
      adults: 2,
      sort: 'duration',
      pageNumber: 2,
      filters: {
        stops: [0],
        airlines: ['6E', 'AI'],
        departureBands: ['morning'],
        arrivalBands: ['night'],
        priceMinPaise: 400000,
        priceMaxPaise: 900000,
      },
    });
  });

  it('reads the filters as their form sends them before the scripts, one field per box', () => {
    const state = readSearch(
      new URLSearchParams(
        'from=DEL&to=BOM&date=2026-12-08&stops=0&stops=1&airlines=6E&airlines=ai&dep=morning&dep=dawn&arr=&priceMin=&priceMax=9000',
      ),
    );
    expect(state).toMatchObject({
      stops: [0, 1],
      airlines: ['6E', 'AI'],
      dep: ['morning'],
      arr: [],
      priceMin: null,
      priceMax: 9000,
    });
    // What a link writes back is the same search.
    expect(writeSearch(state).get('stops')).toBe('0,1');
  });

  it('reads the airports the form sent itself, before the scripts: a box’s label or a city', () => {
    const state = readSearch(
      new URLSearchParams('from=Delhi (DEL)&to= chennai &date=2026-12-08&trip=one-way&adults=1'),
    );
    expect(state).toMatchObject({ from: 'DEL', to: 'MAA', date: '2026-12-08' });
    expect(readSearch(new URLSearchParams('from=goi&to=Atlantis')).from).toBe('GOI');
    // Not an airport: the api says so, as for any code it does not know.
    expect(readSearch(new URLSearchParams('from=goi&to=Atlantis')).to).toBe('ATLANTIS');
  });

  it('takes the home page search box link as it is', () => {
    const state = readSearch(
      new URLSearchParams('from=DEL&to=BOM&date=2026-12-08&adults=1&cabin=economy'),
    );
    expect(searchRequest(state)).toMatchObject({
      from: 'DEL',
      to: 'BOM',
      date: '2026-12-08',
      adults: 1,
      children: 0,
      infants: 0,
      cabin: 'economy',
      sort: 'price',
      pageNumber: 1,
    });
  });

  it('keeps a number the server refuses, so its message is shown', () => {
    expect(readSearch(new URLSearchParams('adults=10')).adults).toBe(10);
  });

  it('applies the filters to the return list once the departure is chosen', () => {
    const state = readSearch(
      new URLSearchParams('from=DEL&to=BOM&date=2026-12-08&returnDate=2026-12-10&out=x&stops=1'),
    );
    const request = searchRequest(state);
    expect(request.returnFilters?.stops).toEqual([1]);
    expect(request.filters).toBeUndefined();
  });

  it('keeps the page of each list of a round trip in the URL', () => {
    const query =
      'from=DEL&to=BOM&date=2026-12-08&returnDate=2026-12-10&adults=1&cabin=economy&page=2&rpage=3&out=x';
    const state = readSearch(new URLSearchParams(query));
    expect(writeSearch(state).toString()).toBe(query);
    expect(searchRequest(state)).toMatchObject({ pageNumber: 2, returnPageNumber: 3 });
    expect(searchRequest({ ...state, returnDate: '' }).returnPageNumber).toBeUndefined();
  });
});
