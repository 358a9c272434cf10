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
