/** An airport the inventory serves, as stored in flight_airport. */
export interface AirportRow {
  code: string;
  city: string;
  name: string;
  countryCode: string;
  country: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  /** How busy it is, relative (DEL = 100): drives how many flights a route gets. */
  weight: number;
}

type Row = [string, string, string, number, number, number];

// Coordinates from the airports' published reference points (AIP), rounded to 4 decimals.
const INDIA: Row[] = [
  ['DEL', 'Delhi', 'Indira Gandhi International Airport', 28.5562, 77.1, 100],
  ['BOM', 'Mumbai', 'Chhatrapati Shivaji Maharaj International Airport', 19.0896, 72.8656, 95],
  ['BLR', 'Bengaluru', 'Kempegowda International Airport', 13.1986, 77.7066, 80],
  ['HYD', 'Hyderabad', 'Rajiv Gandhi International Airport', 17.2403, 78.4294, 60],
  ['MAA', 'Chennai', 'Chennai International Airport', 12.9941, 80.1709, 55],
  ['CCU', 'Kolkata', 'Netaji Subhas Chandra Bose International Airport', 22.6547, 88.4467, 50],
  ['AMD', 'Ahmedabad', 'Sardar Vallabhbhai Patel International Airport', 23.0772, 72.6347, 30],
  ['PNQ', 'Pune', 'Pune Airport', 18.5822, 73.9197, 30],
  ['COK', 'Kochi', 'Cochin International Airport', 10.152, 76.4019, 28],
  ['GOI', 'Goa (Dabolim)', 'Dabolim Airport', 15.3808, 73.8314, 20],
  ['GOX', 'Goa (Mopa)', 'Manohar International Airport', 15.7444, 73.8606, 15],
  ['JAI', 'Jaipur', 'Jaipur International Airport', 26.8242, 75.8122, 18],
  ['LKO', 'Lucknow', 'Chaudhary Charan Singh International Airport', 26.7606, 80.8893, 18],
  ['GAU', 'Guwahati', 'Lokpriya Gopinath Bordoloi International Airport', 26.1061, 91.5859, 18],
  ['PAT', 'Patna', 'Jay Prakash Narayan Airport', 25.5913, 85.088, 16],
  ['BBI', 'Bhubaneswar', 'Biju Patnaik International Airport', 20.2444, 85.8178, 14],
  ['SXR', 'Srinagar', 'Sheikh ul-Alam International Airport', 33.9871, 74.7742, 12],
  ['TRV', 'Thiruvananthapuram', 'Thiruvananthapuram International Airport', 8.4821, 76.9201, 12],
  ['IXC', 'Chandigarh', 'Shaheed Bhagat Singh International Airport', 30.6735, 76.7885, 12],
  ['VNS', 'Varanasi', 'Lal Bahadur Shastri International Airport', 25.4524, 82.8593, 12],
  ['IXB', 'Bagdogra', 'Bagdogra Airport', 26.6812, 88.3286, 12],
  ['IDR', 'Indore', 'Devi Ahilya Bai Holkar Airport', 22.7218, 75.8011, 12],
  ['ATQ', 'Amritsar', 'Sri Guru Ram Dass Jee International Airport', 31.7096, 74.7973, 10],
  ['NAG', 'Nagpur', 'Dr. Babasaheb Ambedkar International Airport', 21.0922, 79.0472, 10],
  ['CCJ', 'Kozhikode', 'Calicut International Airport', 11.1368, 75.9553, 10],
  ['CJB', 'Coimbatore', 'Coimbatore International Airport', 11.03, 77.0434, 10],
  ['VTZ', 'Visakhapatnam', 'Visakhapatnam International Airport', 17.7212, 83.2245, 10],
  ['IXR', 'Ranchi', 'Birsa Munda Airport', 23.3143, 85.3217, 9],
  ['IXE', 'Mangaluru', 'Mangaluru International Airport', 12.9613, 74.8901, 8],
  ['RPR', 'Raipur', 'Swami Vivekananda Airport', 21.1804, 81.7388, 8],
  ['IXJ', 'Jammu', 'Jammu Airport', 32.6891, 74.8374, 8],
  ['BDQ', 'Vadodara', 'Vadodara Airport', 22.3362, 73.2263, 7],
  ['UDR', 'Udaipur', 'Maharana Pratap Airport', 24.6177, 73.8961, 7],
  ['DED', 'Dehradun', 'Jolly Grant Airport', 30.1897, 78.1803, 7],
  ['IXM', 'Madurai', 'Madurai Airport', 9.8345, 78.0934, 7],
  ['IXZ', 'Port Blair', 'Veer Savarkar International Airport', 11.6412, 92.7297, 6],
  ['IXL', 'Leh', 'Kushok Bakula Rimpochee Airport', 34.1359, 77.5465, 6],
  ['TRZ', 'Tiruchirappalli', 'Tiruchirappalli International Airport', 10.7654, 78.7097, 6],
  ['BHO', 'Bhopal', 'Raja Bhoj Airport', 23.2875, 77.3374, 6],
];

type AbroadRow = [string, string, string, string, string, number, number, string];

const ABROAD: AbroadRow[] = [
  [
    'DXB',
    'Dubai',
    'Dubai International Airport',
    'AE',
    'United Arab Emirates',
    25.2532,
    55.3657,
    'Asia/Dubai',
  ],
  ['DOH', 'Doha', 'Hamad International Airport', 'QA', 'Qatar', 25.2731, 51.6081, 'Asia/Qatar'],
  [
    'SIN',
    'Singapore',
    'Singapore Changi Airport',
    'SG',
    'Singapore',
    1.3644,
    103.9915,
    'Asia/Singapore',
  ],
  ['BKK', 'Bangkok', 'Suvarnabhumi Airport', 'TH', 'Thailand', 13.69, 100.7501, 'Asia/Bangkok'],
  [
    'KUL',
    'Kuala Lumpur',
    'Kuala Lumpur International Airport',
    'MY',
    'Malaysia',
    2.7456,
    101.7099,
    'Asia/Kuala_Lumpur',
  ],
  [
    'KTM',
    'Kathmandu',
    'Tribhuvan International Airport',
    'NP',
    'Nepal',
    27.6966,
    85.3591,
    'Asia/Kathmandu',
  ],
  [
    'CMB',
    'Colombo',
    'Bandaranaike International Airport',
    'LK',
    'Sri Lanka',
    7.1808,
    79.8841,
    'Asia/Colombo',
  ],
  ['LHR', 'London', 'Heathrow Airport', 'GB', 'United Kingdom', 51.47, -0.4543, 'Europe/London'],
];

/** Indian airports, busiest first, then the airports abroad that travellers from India fly to. */
export const AIRPORTS: readonly AirportRow[] = [
  ...INDIA.map(([code, city, name, latitude, longitude, weight]) => ({
    code,
    city,
    name,
    countryCode: 'IN',
    country: 'India',
    latitude,
    longitude,
    timeZone: 'Asia/Kolkata',
    weight,
  })),
  ...ABROAD.map(([code, city, name, countryCode, country, latitude, longitude, timeZone]) => ({
    code,
    city,
    name,
    countryCode,
    country,
    latitude,
    longitude,
    timeZone,
    weight: 0,
  })),
];

/** Where one-stop itineraries connect. */
export const HUBS = ['DEL', 'BOM', 'BLR', 'HYD', 'MAA', 'CCU'] as const;

/** Great-circle distance in whole kilometres (haversine, mean Earth radius). */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)));
}
