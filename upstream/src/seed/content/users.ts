import type { SeedUser } from './types';

/** Demo accounts. Passwords are plain text here; the seeder hashes them. */
export const users: SeedUser[] = [
  {
    UniqueID: '5b0f7c1e-2d1a-4c3b-9e8f-000000000001', Role: 'staff',
    EmailAddress: 'staff@institute.test', Password: 'Staff#2026',
    FirstName: 'Noura', MiddleName: '', LastName: 'Al Falasi',
    FirstName_ar: 'نورة', MiddleName_ar: '', LastName_ar: 'الفلاسي',
    CompanyName: 'Emirates Institute of Real Estate Studies', TRN: '',
    EID: '784198812345671', IsEIDVerified: true, DOB: '1988-04-12', Gender: 2, PreferredLanguage: 'en',
    IsEmailVerified: true, MobileNumber: '501234567', CountryID: 1,
    ProfilePhoto: null,
  },
  {
    UniqueID: '5b0f7c1e-2d1a-4c3b-9e8f-000000000002', Role: 'customer',
    EmailAddress: 'customer@institute.test', Password: 'Customer#2026',
    FirstName: 'Mohammed', MiddleName: 'Saeed', LastName: 'Al Mazrouei',
    FirstName_ar: 'محمد', MiddleName_ar: 'سعيد', LastName_ar: 'المزروعي',
    CompanyName: 'Al Mazrouei Properties L.L.C.', TRN: '100456789000003',
    EID: '784199087654321', IsEIDVerified: true, DOB: '1990-09-23', Gender: 1, PreferredLanguage: 'ar',
    IsEmailVerified: true, MobileNumber: '559876543', CountryID: 1,
    ProfilePhoto: { title_en: 'Mohammed Al Mazrouei', title_ar: 'محمد المزروعي', palette: 'navy', icon: 'person' },
  },
  {
    UniqueID: '5b0f7c1e-2d1a-4c3b-9e8f-000000000003', Role: 'customer',
    EmailAddress: 'second@institute.test', Password: 'Second#2026',
    FirstName: 'Sarah', MiddleName: '', LastName: 'Thompson',
    FirstName_ar: '', MiddleName_ar: '', LastName_ar: '',
    CompanyName: '', TRN: '',
    EID: '', IsEIDVerified: false, DOB: null, Gender: 2, PreferredLanguage: 'en',
    IsEmailVerified: true, MobileNumber: '521112233', CountryID: 1,
    ProfilePhoto: null,
  },
];
