import type { KioskModel } from "@filtercycle/contract/forecasts/forecasts";
import { CAPACITY_LIMITS } from "@filtercycle/contract/forecasts/forecasts";
import { useId, useState } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { NumberInput, TextInput } from "#web/components/ui/inputs";
import { useAppLanguage } from "#web/lib/app-language";
import { formatNumber } from "#web/lib/format";
import { useKiosksText } from "../console-words";
import { useKioskModels, useSaveKioskModel } from "../hooks/use-kiosks";

/**
 * The kiosk models on the Settings page: each one's name and default capacity, which every kiosk
 * of the model holds unless it has its own; the fill forecasts follow a change at once.
 */
export function KioskModelsSection() {
  const T = useKiosksText();
  const headingId = useId();
  const models = useKioskModels();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold text-forest">
        {T.models.heading}
      </h2>
      <p className="text-ink/75">{T.models.intro}</p>
      {models.isPending ? (
        <p className="text-ink/75">{T.loading}</p>
      ) : models.isError ? (
        <p role="alert" className="text-red-800">
          {T.loadFailed}
        </p>
      ) : (
        <Card padding="sm">
          <ul className="divide-y divide-ink/10">
            {models.data.items.map((model) => (
              <ModelRow key={model.id} model={model} />
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}

function ModelRow({ model }: { model: KioskModel }) {
  const T = useKiosksText();
  const language = useAppLanguage();
  const save = useSaveKioskModel();
  const [name, setName] = useState(model.name);
  const [capacity, setCapacity] = useState(String(model.capacityKg));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const kg = Number(capacity.replace(",", "."));
  const valid =
    name.trim() !== "" &&
    Number.isFinite(kg) &&
    kg >= CAPACITY_LIMITS.min &&
    kg <= CAPACITY_LIMITS.max;
  return (
    <li className="flex flex-wrap items-end gap-3 py-3">
      <div className="flex min-w-0 grow flex-col gap-1 text-sm">
        <span aria-hidden="true" className="text-ink/70">
          {T.models.name}
        </span>
        <TextInput
          aria-label={T.models.nameFor(model.name)}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
      </div>
      <div className="flex w-32 flex-col gap-1 text-sm">
        <span aria-hidden="true" className="text-ink/70">
          {T.models.capacity}
        </span>
        <NumberInput
          aria-label={T.models.capacityFor(model.name)}
          aria-invalid={valid ? undefined : true}
          invalid={!valid}
          inputMode="decimal"
          value={capacity}
          onChange={(event) => setCapacity(event.currentTarget.value)}
        />
      </div>
      <p className="text-sm text-ink/75">
        {T.models.kiosks}: {formatNumber(model.kiosks, 0, language)}
      </p>
      <Button
        size="sm"
        variant="secondary"
        disabled={!valid || save.isPending}
        onClick={async () => {
          setMessage(null);
          try {
            await save.mutateAsync({ id: model.id, body: { name: name.trim(), capacityKg: kg } });
            setMessage({ ok: true, text: T.models.saved });
          } catch {
            setMessage({ ok: false, text: T.models.failed });
          }
        }}
      >
        {T.models.save}
      </Button>
      {message ? (
        <Alert tone={message.ok ? "success" : "error"} className="w-full">
          {message.text}
        </Alert>
      ) : null}
    </li>
  );
}
