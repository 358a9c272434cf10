import bangalore from '../../assets/images/city-bangalore.webp';
import chennai from '../../assets/images/city-chennai.webp';
import delhi from '../../assets/images/city-delhi.webp';
import goa from '../../assets/images/city-goa.webp';
import hyderabad from '../../assets/images/city-hyderabad.webp';
import kolkata from '../../assets/images/city-kolkata.webp';
import mumbai from '../../assets/images/city-mumbai.webp';

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
    city: 'Delhi',
    airport: 'DEL',
    note: 'Heritage stays near Connaught Place and business hotels at Aerocity',
    image: delhi,
    imageAlt: 'Illustration of India Gate in Delhi at sunset',
  },
  {
    city: 'Bangalore',
    airport: 'BLR',
    note: 'Garden-city hotels close to MG Road, Indiranagar and the tech parks',
    image: bangalore,
    imageAlt: 'Illustration of Vidhana Soudha in Bangalore on a clear morning',
  },
  {
    city: 'Mumbai',
    airport: 'BOM',
    note: 'Sea-facing rooms on Marine Drive and stays near the airport in Andheri',
    image: mumbai,
    imageAlt: 'Illustration of the Gateway of India above the Mumbai harbour',
  },
  {
    city: 'Goa',
    airport: 'GOI',
    note: 'Beach resorts in the north and quiet Portuguese-era homestays inland',
    image: goa,
    imageAlt: 'Illustration of a Goa beach with coconut palms and a fishing boat',
  },
  {
    city: 'Chennai',
    airport: 'MAA',
    note: 'Hotels along Marina Beach, T. Nagar for shopping and OMR for work',
    image: chennai,
    imageAlt: 'Illustration of a temple gopuram in Chennai among palm trees',
  },
  {
    city: 'Hyderabad',
    airport: 'HYD',
    note: 'Stays near Charminar for the old city and HITEC City for business',
    image: hyderabad,
    imageAlt: 'Illustration of the Charminar in Hyderabad',
  },
  {
    city: 'Kolkata',
    airport: 'CCU',
    note: 'Classic hotels on Park Street and riverside stays near Howrah Bridge',
    image: kolkata,
    imageAlt: 'Illustration of Howrah Bridge over the Hooghly in Kolkata',
  },
];
