import bangalore from '../../assets/images/city-bangalore.webp';
import chennai from '../../assets/images/city-chennai.webp';
import delhi from '../../assets/images/city-delhi.webp';
import goa from '../../assets/images/city-goa.webp';
import hyderabad from '../../assets/images/city-hyderabad.webp';
import kolkata from '../../assets/images/city-kolkata.webp';
import mumbai from '../../assets/images/city-mumbai.webp';

/** A city card; its city, note and image text are message ids, translated where it is drawn. */
export type HotelCity = {
  city: string;
  /** IATA code of the airport the card's flight search goes to. */
  airport: string;
  note: string;
  image: string;
  imageAlt: string;
};

export const HOTEL_CITIES: readonly HotelCity[] = [
  {
    city: 'content.cities.delhi.name',
    airport: 'DEL',
    note: 'content.cities.delhi.note',
    image: delhi,
    imageAlt: 'content.cities.delhi.imageAlt',
  },
  {
    city: 'content.cities.bangalore.name',
    airport: 'BLR',
    note: 'content.cities.bangalore.note',
    image: bangalore,
    imageAlt: 'content.cities.bangalore.imageAlt',
  },
  {
    city: 'content.cities.mumbai.name',
    airport: 'BOM',
    note: 'content.cities.mumbai.note',
    image: mumbai,
    imageAlt: 'content.cities.mumbai.imageAlt',
  },
  {
    city: 'content.cities.goa.name',
    airport: 'GOI',
    note: 'content.cities.goa.note',
    image: goa,
    imageAlt: 'content.cities.goa.imageAlt',
  },
  {
    city: 'content.cities.chennai.name',
    airport: 'MAA',
    note: 'content.cities.chennai.note',
    image: chennai,
    imageAlt: 'content.cities.chennai.imageAlt',
  },
  {
    city: 'content.cities.hyderabad.name',
    airport: 'HYD',
    note: 'content.cities.hyderabad.note',
    image: hyderabad,
    imageAlt: 'content.cities.hyderabad.imageAlt',
  },
  {
    city: 'content.cities.kolkata.name',
    airport: 'CCU',
    note: 'content.cities.kolkata.note',
    image: kolkata,
    imageAlt: 'content.cities.kolkata.imageAlt',
  },
];
