/**
 * A folded paper map drawn in the illustrations' line, for the space beside the map's consent text: three
 * panels, winding streets, a river, a few houses and a pin. Generic on purpose (no real streets, no text).
 * Decorative; the stroke is currentColor only, so it follows the text colour and forced-colours mode.
 */
export function MapSketch({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 320 200"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path vectorEffect="non-scaling-stroke" d="M46 52L120 39L194 43L267 30L280 158L207 171L133 166L59 179Z" />
      <path vectorEffect="non-scaling-stroke" d="M120 39L133 166M194 43L207 171" />
      <path vectorEffect="non-scaling-stroke" d="M51 84C82 75 103 94 129 84C143 79 139 61 157 56C181 50 204 75 236 65C251 60 259 53 270 54" />
      <path vectorEffect="non-scaling-stroke" d="M51 94C85 85 106 104 134 94C149 89 148 71 162 66C183 60 207 85 238 74C254 69 262 63 271 64" />
      <path vectorEffect="non-scaling-stroke" d="M55 139C84 131 103 146 131 138C148 133 152 125 164 126C180 128 203 119 226 123C246 127 257 113 276 114" />
      <path vectorEffect="non-scaling-stroke" d="M92 45C97 56 92 67 94 75M100 100C105 116 94 133 104 154C106 162 103 168 101 173" />
      <path vectorEffect="non-scaling-stroke" d="M226 40C223 47 229 53 228 59M236 85C242 100 227 117 239 141C244 150 240 159 243 165" />
      <path vectorEffect="non-scaling-stroke" d="M162 126C165 140 158 152 167 168" />
      <path vectorEffect="non-scaling-stroke" d="M64 107L72 100L80 106L81 116L65 117Z" />
      <path vectorEffect="non-scaling-stroke" d="M208 97L215 90L224 96L225 106L209 107Z" />
      <path vectorEffect="non-scaling-stroke" d="M249 134L256 127L265 133L265 143L249 144Z" />
      <path vectorEffect="non-scaling-stroke" d="M161 120C155 110 146 105 146 95C145 87 151 81 159 80C167 79 173 85 174 93C174 103 167 110 161 120Z" />
      <circle vectorEffect="non-scaling-stroke" cx="160" cy="94" r="4.5" />
    </svg>
  );
}
