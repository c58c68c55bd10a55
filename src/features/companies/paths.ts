/** Where the dealer screens live (src/app/routes.tsx). */
export const COMPANIES_PATH = '/admin/companies';
export const ADD_DEALER_PATH = `${COMPANIES_PATH}/add`;
export const editDealerPath = (id: string) => `${COMPANIES_PATH}/edit/${id}`;
