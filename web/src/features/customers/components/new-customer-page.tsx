import { BUSINESS_TYPES } from "@filtercycle/contract/enquiries/enquiry-rules";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearchParams } from "react-router";
import { Alert } from "#web/components/ui/alert";
import { Card } from "#web/components/ui/card";
import { PageHeader } from "#web/components/ui/page-header";
import { createCustomer } from "../api/customers";
import { CUSTOMERS_QUERY_ROOT } from "../api/query-root";
import { useFormText } from "../constants";
import { customerBody } from "../utils/validate-customer";
import { CustomerForm, type CustomerFormValues } from "./customer-form";

/** A partner application's business type (its value, e.g. "cafe-restaurant") as its label. */
function businessTypeLabel(value: string): string {
  return BUSINESS_TYPES.find((type) => type.value === value)?.label ?? value;
}

/**
 * /admin/customers/new. The inbox's "Create customer" links here with the application's
 * `name`, `city`, `businessType`, `email` and `contactName`: the first three fill the form, the
 * contact is shown so staff can invite their login once the customer exists.
 */
export function NewCustomerPage() {
  const T = useFormText();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const name = search.get("name")?.trim() ?? "";
  const contactName = search.get("contactName")?.trim() ?? "";
  const email = search.get("email")?.trim() ?? "";
  const initial: CustomerFormValues = {
    name,
    city: search.get("city")?.trim() ?? "",
    businessType: businessTypeLabel(search.get("businessType")?.trim() ?? ""),
  };

  return (
    <div className="space-y-8">
      <PageHeader heading={T.newHeading} intro={T.newIntro} />
      {name ? <Alert tone="info">{T.prefilledFrom(name)}</Alert> : null}
      {contactName || email ? (
        <p className="text-sm text-ink/80">{T.contactNote(contactName, email)}</p>
      ) : null}
      <Card>
        <CustomerForm
          idPrefix="new-customer"
          initial={initial}
          submitLabel={T.create}
          busyLabel={T.creating}
          onSubmit={async (values) => {
            const created = await createCustomer(customerBody(values));
            await queryClient.invalidateQueries({ queryKey: CUSTOMERS_QUERY_ROOT });
            await navigate(`/admin/customers/${encodeURIComponent(created.code)}`);
          }}
          onCancel={() => navigate("/admin/customers")}
        />
      </Card>
    </div>
  );
}
