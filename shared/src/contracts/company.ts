/** The brand travellers see in titles and headings. */
export const SITE_NAME = 'HegTravel';

/** A document title: 'Travel blog | HegTravel'. */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} | ${SITE_NAME}`;
}

export type CompanyContact = {
  name: string;
  address: string;
  phone: string;
  email: string;
  url: string;
};

export const COMPANY_CONTACT: CompanyContact = {
  name: 'Heg Travel Private Limited',
  address:
    'Unit 1204, Skyline Business Park, LBS Marg, Kurla West, Mumbai, Maharashtra 400070, India',
  phone: '+91 22 4000 1234',
  email: 'support@hegtravel.in',
  url: 'https://www.hegtravel.in',
};

export type GrievanceOfficer = {
  name: string;
  email: string;
  phone: string;
  hours: string;
};

export const GRIEVANCE_OFFICER: GrievanceOfficer = {
  name: 'Ms. Ananya Rao',
  email: 'grievance@hegtravel.in',
  phone: '+91 22 4000 1299',
  hours: 'Monday to Friday, 10:00 am to 6:00 pm IST (except public holidays)',
};

/** Where the apps are published; the QR code on the download page opens `page`. */
export const APP_DOWNLOAD_LINKS = {
  page: 'https://www.hegtravel.in/html/download',
  android: 'https://play.google.com/store/apps/details?id=in.hegtravel.app',
  iphone: 'https://apps.apple.com/in/app/hegtravel/id6741820394',
} as const;
