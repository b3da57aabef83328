import { useEffect, useId, useMemo, useState } from 'react';
import { STOREFRONT_LOGO_ACCEPT } from '@yardstick/core/storefront';

interface LogoFieldProps {
  /** The saved logo's URL, when the storefront has one. */
  currentLogoUrl: string | null;
  chosen: File | null;
  onChoose: (file: File) => void;
  /** Id of the file input, so the form can move focus to it. */
  id?: string;
  error?: string;
}

/** Logo upload (PNG, JPG or SVG) with the current logo and the chosen one side by side. */
export function LogoField({
  currentLogoUrl,
  chosen,
  onChoose,
  id: givenId,
  error,
}: LogoFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const [currentBroken, setCurrentBroken] = useState(false);
  const chosenUrl = useMemo(() => (chosen ? URL.createObjectURL(chosen) : null), [chosen]);
  useEffect(
    () => () => {
      if (chosenUrl) URL.revokeObjectURL(chosenUrl);
    },
    [chosenUrl],
  );

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Logo
      </label>
      <input
        id={id}
        type="file"
        className="file-input"
        accept={STOREFRONT_LOGO_ACCEPT}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onChoose(file);
          // Lets the same file be chosen again after a refusal.
          event.target.value = '';
        }}
      />
      <p className="field__hint" id={`${id}-hint`}>
        PNG, JPG or SVG.
      </p>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
      <div className="row logo-previews">
        {currentLogoUrl && !currentBroken && (
          <figure className="logo-preview">
            <img src={currentLogoUrl} alt="Current logo" onError={() => setCurrentBroken(true)} />
            <figcaption className="small muted">Current logo</figcaption>
          </figure>
        )}
        {chosenUrl && chosen && (
          <figure className="logo-preview">
            <img src={chosenUrl} alt="Selected logo" />
            <figcaption className="small muted">Selected: {chosen.name}</figcaption>
          </figure>
        )}
      </div>
      {chosen && !error && (
        <p className="field__hint" role="status">
          Logo selected. Publish your storefront to save it.
        </p>
      )}
    </div>
  );
}
