import {
  adminDiscountCodeAnswer,
  adminDiscountCodesAnswer,
  adminPackageAnswer,
  adminPackagesAnswer,
  type DiscountCodeBody,
  type DiscountCodePatch,
  type PackageBody,
  type PackagePatch,
  paymentMethodsAnswer,
} from '@common/schemas/pricing-admin';
import {
  type AdminSite,
  adminSiteAnswer,
  adminSitesAnswer,
  type CompanyPatch,
  type SiteSettingsPatch,
} from '@common/schemas/site-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type ApiError, api } from '../../../lib/api';
import { shellKeys } from '../../../lib/queries';

/** Query keys of the settings, packages and discount pages (CONVENTIONS 12). */
export const settingsKeys = {
  sites: ['admin', 'sites'] as const,
  site: (domain: string) => ['admin', 'sites', domain] as const,
  packages: (country: string) => ['admin', 'packages', country] as const,
  methods: ['admin', 'payment-methods'] as const,
  discounts: ['admin', 'discount-codes'] as const,
};

/** Every site with its stored settings (`GET /api/admin/sites`). */
export function useSites() {
  return useQuery({
    queryKey: settingsKeys.sites,
    queryFn: () => api('/api/admin/sites', { schema: adminSitesAnswer }).then((a) => a.sites),
  });
}

/** One site (`GET /api/admin/sites/:domain`). */
export function useSite(domain: string) {
  return useQuery({
    queryKey: settingsKeys.site(domain),
    queryFn: () =>
      api(`/api/admin/sites/${encodeURIComponent(domain)}`, { schema: adminSiteAnswer }).then((a) => a.site),
  });
}

/** After a site write: keep the answer, reload the list and this browser's own settings. */
function useSiteWrite<V>(domain: string, request: (value: V) => Promise<{ site: AdminSite }>) {
  const queryClient = useQueryClient();
  return useMutation<AdminSite, ApiError, V>({
    mutationFn: (value) => request(value).then((a) => a.site),
    onSuccess: (site) => {
      queryClient.setQueryData(settingsKeys.site(domain), site);
      void queryClient.invalidateQueries({ queryKey: settingsKeys.sites, exact: true });
      void queryClient.invalidateQueries({ queryKey: shellKeys.settings });
      void queryClient.invalidateQueries({ queryKey: shellKeys.company });
    },
  });
}

/** Change some settings of `domain` (`PUT /api/admin/sites/:domain/settings`). */
export function useUpdateSettings(domain: string) {
  return useSiteWrite<SiteSettingsPatch>(domain, (patch) =>
    api(`/api/admin/sites/${encodeURIComponent(domain)}/settings`, {
      method: 'PUT',
      body: patch,
      schema: adminSiteAnswer,
    }),
  );
}

/** Change some company info of `domain` (`PUT /api/admin/sites/:domain/company`). */
export function useUpdateCompany(domain: string) {
  return useSiteWrite<CompanyPatch>(domain, (patch) =>
    api(`/api/admin/sites/${encodeURIComponent(domain)}/company`, {
      method: 'PUT',
      body: patch,
      schema: adminSiteAnswer,
    }),
  );
}

/** Save (text) or reset (null) a legal section of `domain` in a locale. */
export function useSaveLegal(domain: string) {
  return useSiteWrite<{
    locale: string;
    section: string;
    text: { heading: string | null; body: string } | null;
  }>(domain, ({ locale, section, text }) =>
    api(`/api/admin/sites/${encodeURIComponent(domain)}/legal/${locale}/${section}`, {
      method: text ? 'PUT' : 'DELETE',
      ...(text ? { body: text } : {}),
      schema: adminSiteAnswer,
    }),
  );
}

/** Add a site copied from another (`POST /api/admin/sites`). */
export function useCreateSite() {
  const queryClient = useQueryClient();
  return useMutation<AdminSite, ApiError, { domain: string; copy_from: string }>({
    mutationFn: (body) =>
      api('/api/admin/sites', { method: 'POST', body, schema: adminSiteAnswer }).then((a) => a.site),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sites, exact: true }),
  });
}

/** The packages of `country` (`GET /api/admin/packages?country=`), amounts in cents. */
export function usePackages(country: string) {
  return useQuery({
    queryKey: settingsKeys.packages(country),
    queryFn: () =>
      api(`/api/admin/packages?country=${country}`, { schema: adminPackagesAnswer }).then((a) => a.packages),
  });
}

/** Add a package (POST), change one (PUT with `id`) or retire one (DELETE); reloads the country's list. */
export function usePackageWrite(country: string) {
  const queryClient = useQueryClient();
  return useMutation<
    unknown,
    ApiError,
    | { kind: 'create'; body: PackageBody }
    | { kind: 'update'; id: number; body: PackagePatch }
    | { kind: 'retire'; id: number }
  >({
    mutationFn: (write) =>
      write.kind === 'create'
        ? api('/api/admin/packages', { method: 'POST', body: write.body, schema: adminPackageAnswer })
        : write.kind === 'update'
          ? api(`/api/admin/packages/${write.id}`, {
              method: 'PUT',
              body: write.body,
              schema: adminPackageAnswer,
            })
          : api(`/api/admin/packages/${write.id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.packages(country) }),
  });
}

/** Every supported country's payment methods (`GET /api/admin/payment-methods`). */
export function usePaymentMethods() {
  return useQuery({
    queryKey: settingsKeys.methods,
    queryFn: () =>
      api('/api/admin/payment-methods', {
        schema: z.object({ countries: z.array(paymentMethodsAnswer) }),
      }).then((a) => a.countries),
  });
}

/** Set a country's payment methods (`PUT /api/admin/payment-methods/:country`). */
export function useSavePaymentMethods() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, { country: string; methods: string[] }>({
    mutationFn: ({ country, methods }) =>
      api(`/api/admin/payment-methods/${country}`, {
        method: 'PUT',
        body: { methods },
        schema: paymentMethodsAnswer,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.methods }),
  });
}

/** The discount codes (`GET /api/admin/discount-codes`). */
export function useDiscountCodes() {
  return useQuery({
    queryKey: settingsKeys.discounts,
    queryFn: () =>
      api('/api/admin/discount-codes', { schema: adminDiscountCodesAnswer }).then((a) => a.codes),
  });
}

/** Create a code (no `code` param) or change one; reloads the list. */
export function useDiscountWrite() {
  const queryClient = useQueryClient();
  return useMutation<
    unknown,
    ApiError,
    { kind: 'create'; body: DiscountCodeBody } | { kind: 'update'; code: string; body: DiscountCodePatch }
  >({
    mutationFn: (write) =>
      write.kind === 'create'
        ? api('/api/admin/discount-codes', {
            method: 'POST',
            body: write.body,
            schema: adminDiscountCodeAnswer,
          })
        : api(`/api/admin/discount-codes/${encodeURIComponent(write.code)}`, {
            method: 'PUT',
            body: write.body,
            schema: adminDiscountCodeAnswer,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.discounts }),
  });
}
